/**
 * The SOS sent as a text message when the app has no connection (issue 16, docs/decisions/024): an `sms:` link to
 * the support line with the alert written out. The text goes to the police, so it is in English whatever the
 * app's language; what the person typed is kept as they typed it.
 */
import type { SosCoordinates } from '@safeogun/contract/sos';

export interface SmsAlert {
  /** What the person wrote on the SOS page (may be empty). */
  text: string;
  /** The device position, when there is one. */
  coordinates: SosCoordinates | null;
  /** The signed-in person's name, so the line knows who is asking. */
  name: string | null;
}

/** Said when the person wrote nothing: the text still says it is an emergency. */
export const SMS_NO_TEXT = 'I need help now.';

/** "SOS from SafeOgun (Name): what happened. Location: 6.82010, 3.91740 (within 25 m) https://maps...". */
export function smsAlertBody({ text, coordinates, name }: SmsAlert): string {
  const who = name?.trim() ? `SOS from SafeOgun (${name.trim()}):` : 'SOS from SafeOgun:';
  const what = text.trim().replace(/\s+/g, ' ') || SMS_NO_TEXT;
  let where = 'Location: not available.';
  if (coordinates) {
    const latitude = coordinates.latitude.toFixed(5);
    const longitude = coordinates.longitude.toFixed(5);
    const within = coordinates.accuracy != null ? ` (within ${Math.round(coordinates.accuracy)} m)` : '';
    where = `Location: ${latitude}, ${longitude}${within} https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}`;
  }
  return `${who} ${what} ${where}`;
}

/** An `sms:` link (RFC 5724): the number's digits and leading +, and the body. */
export function smsHref(phone: string, body: string): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(body)}`;
}
