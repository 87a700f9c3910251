import { describe, expect, it } from 'vitest';
import { SMS_NO_TEXT, smsAlertBody, smsHref } from './sms-alert';

describe('smsAlertBody', () => {
  it('writes who, what happened and where, with a map link', () => {
    const body = smsAlertBody({
      text: '  Armed men at\nthe gate  ',
      coordinates: { latitude: 7.1475, longitude: 3.36191234, accuracy: 24.6 },
      name: 'Adaeze Okafor',
    });
    expect(body).toBe(
      'SOS from SafeOgun (Adaeze Okafor): Armed men at the gate Location: 7.14750, 3.36191 (within 25 m) ' +
        'https://www.openstreetmap.org/?mlat=7.14750&mlon=3.36191',
    );
  });

  it('still says it is an emergency with no text, no position and no name', () => {
    expect(smsAlertBody({ text: ' ', coordinates: null, name: null })).toBe(
      `SOS from SafeOgun: ${SMS_NO_TEXT} Location: not available.`,
    );
  });

  it('leaves out the accuracy when the device gave none', () => {
    expect(smsAlertBody({ text: 'Help', coordinates: { latitude: 7, longitude: 3 }, name: '' })).toContain(
      'Location: 7.00000, 3.00000 https://',
    );
  });
});

describe('smsHref', () => {
  it('keeps the digits and a leading + of the number and encodes the body', () => {
    expect(smsHref('+234 (803) 123-4567', 'SOS: help & come?')).toBe(
      'sms:+2348031234567?body=SOS%3A%20help%20%26%20come%3F',
    );
  });
});
