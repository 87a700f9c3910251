import { useState } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { QueryState } from '../../../components/console/query-state';
import { useChannelSettings } from '../api/use-channel-settings';
import { SmsThread } from '../components/sms-thread';
import { UssdPhone } from '../components/ussd-phone';
import { Section } from '../../../components/ui/section';

const PHONE = /^\+\d{6,15}$/;

function CallbackUrl({ label, url }: { label: string; url: string }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm font-medium text-slate-800">{label}</dt>
      <dd className="flex items-start gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md bg-slate-100 px-2 py-2 text-xs text-slate-900">{url}</code>
        <CopyButton text={url} label={`Copy the ${label.toLowerCase()}`} />
      </dd>
    </div>
  );
}

/**
 * /console/channels (administrators): the callback URLs to enter in Africa's Talking, and a simulator that posts the
 * gateway's own callbacks to this server, so the USSD menu and the SMS keywords can be tried without a gateway.
 */
export default function ChannelsPage() {
  const settings = useChannelSettings();
  const [phone, setPhone] = useState('+2348000000001');
  const phoneOk = PHONE.test(phone);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-3 py-4 sm:px-4 sm:py-6">
      <title>USSD and SMS | SafeOgun Console</title>
      <div>
        <h1 className="text-2xl font-bold text-brand-900">USSD and SMS</h1>
        <p className="mt-1 text-sm text-slate-600">
          Citizens without data report, track and send an SOS from any phone through Africa&apos;s Talking. Enter these
          callback URLs in the gateway&apos;s dashboard; each carries the secret, so keep them private. The simulator
          below sends the same callbacks to this server: reports it files are real reports.
        </p>
      </div>
      <QueryState query={settings} data={settings.data} what="the channel settings">
        {(data) => (
          <>
            <section aria-labelledby="callbacks-heading" className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 id="callbacks-heading" className="text-lg font-semibold text-slate-900">
                Callback URLs
              </h2>
              <dl className="mt-3 space-y-3">
                <CallbackUrl label="USSD callback URL" url={data.ussdCallbackUrl} />
                <CallbackUrl label="SMS inbound URL" url={data.smsInboundUrl} />
                <CallbackUrl label="SMS delivery reports URL" url={data.smsDeliveryUrl} />
              </dl>
              <p className="mt-3 text-sm text-slate-600">
                {data.allowedIps.length > 0
                  ? `Accepted only from ${data.allowedIps.join(', ')}.`
                  : 'Accepted from any address with the secret (set CHANNELS_ALLOWED_IPS to the gateway\u2019s addresses).'}
              </p>
            </section>

            <Section title="Simulator" className="space-y-4" titleClassName="text-lg font-semibold text-slate-900">
              <Field
                label="Phone number of the simulated caller"
                hint="International format. A number of a citizen's account files as that citizen."
                error={phoneOk ? undefined : 'Enter a number such as +2348012345678.'}
                className="max-w-sm space-y-1.5"
              >
                <Input value={phone} onChange={(e) => setPhone(e.target.value.trim())} inputMode="tel" />
              </Field>
              {phoneOk ? (
                <div className="grid gap-6 md:grid-cols-2">
                  <div className="space-y-2">
                    <h3 className="font-semibold text-slate-900">USSD</h3>
                    <UssdPhone key={phone} secret={data.secret} phoneNumber={phone} />
                  </div>
                  <div className="space-y-2">
                    <h3 className="font-semibold text-slate-900">SMS</h3>
                    <SmsThread key={phone} secret={data.secret} phoneNumber={phone} />
                  </div>
                </div>
              ) : null}
            </Section>
          </>
        )}
      </QueryState>
    </div>
  );
}
