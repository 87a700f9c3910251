import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { MessageSquareText, PhoneCall, WifiOff } from 'lucide-react';
import type { SosCoordinates } from '@safeogun/contract/sos';
import { buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { telHref, useContactNumbers } from '../../../lib/contact-numbers';
import { useOnline } from '../../../lib/network-status';
import { useSession } from '../../../lib/session';
import { readDeviceLocation } from '../lib/location';
import { smsAlertBody, smsHref } from '../lib/sms-alert';
import { useOfflineSosMessages } from '../locales/offline-sos/messages';

/**
 * The SOS page with no connection (issue 16): as soon as the phone has no network, or an alert fails on the network,
 * it says so and offers to call the emergency number and to send the alert as a text message to the support line
 * (`sms:` with what the person wrote and their position; docs/decisions/024-installable-offline-app.md).
 */
export function OfflineSosNotice({
  text,
  sendError,
  className,
}: {
  /** What the person has written so far. */
  text: string;
  /** The last send's failure, if any: one that never reached the server counts as no connection. */
  sendError: unknown;
  className?: string;
}) {
  const { _ } = useOfflineSosMessages();
  const online = useOnline();
  const failedOnNetwork = sendError instanceof ApiError && sendError.isNetworkError;
  const shown = !online || failedOnNetwork;
  const { supportPhone, emergencyNumbers } = useContactNumbers();
  const emergency = emergencyNumbers[0]!;
  const name = useSession()?.user.fullName ?? null;
  const [coordinates, setCoordinates] = useState<SosCoordinates | null>(null);

  // The position for the text: the device's last fix is reused (the page asked for it already), no network needed.
  useEffect(() => {
    if (!shown) return;
    let current = true;
    void readDeviceLocation().then((location) => {
      if (current && location.coordinates) setCoordinates(location.coordinates);
    });
    return () => {
      current = false;
    };
  }, [shown]);

  if (!shown) return null;
  const body = smsAlertBody({ text, coordinates, name });
  const words = {
    title: _('offlineSos.title'),
    body: _('offlineSos.body'),
    call: _('offlineSos.call', { phone: emergency.phone }),
    sms: _('offlineSos.sms', { phone: supportPhone }),
    smsNote: _('offlineSos.smsNote'),
  };

  return (
    <section
      role="alert"
      aria-labelledby="offline-sos-title"
      data-testid="offline-sos-notice"
      className={clsx('rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-950', className)}
    >
      <h2 id="offline-sos-title" className="flex items-center gap-2 text-base font-bold">
        <WifiOff className="h-5 w-5 shrink-0" aria-hidden="true" />
        {words.title}
      </h2>
      <p className="mt-1">{words.body}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={telHref(emergency.phone)} className={buttonClasses('danger')}>
          <PhoneCall className="h-4 w-4" aria-hidden="true" />
          {words.call}
        </a>
        <a href={smsHref(supportPhone, body)} className={buttonClasses('secondary')} data-testid="offline-sos-sms">
          <MessageSquareText className="h-4 w-4" aria-hidden="true" />
          {words.sms}
        </a>
      </div>
      <p className="mt-2 text-amber-900">{words.smsNote}</p>
    </section>
  );
}
