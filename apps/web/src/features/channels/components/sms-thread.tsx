import { useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { Button } from '../../../components/ui/button';
import { useChannelTexts } from '../api/use-channel-texts';
import { useGatewayCallback } from '../api/use-gateway-callback';
import { PhoneTextInput } from './phone-text-input';

interface Sent {
  id: string;
  text: string;
  at: string;
}

const STATUS_LABELS: Record<string, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Not delivered',
};

/**
 * A phone's text thread with the service: what is typed here goes to the inbound callback; the server's replies
 * (sent by the job queue) are read back from what it sent to this number.
 */
export function SmsThread({ secret, phoneNumber }: { secret: string; phoneNumber: string }) {
  const callback = useGatewayCallback('/channels/sms/inbound');
  const [sent, setSent] = useState<Sent[]>([]);
  const [draft, setDraft] = useState('');
  const texts = useChannelTexts(phoneNumber, true);

  const messages = [
    ...sent.map((m) => ({ id: m.id, from: 'phone' as const, text: m.text, at: m.at, status: null })),
    ...(texts.data ?? []).map((m) => ({
      id: m.id,
      from: 'server' as const,
      text: m.message,
      at: m.createdAt,
      status: STATUS_LABELS[m.status] ?? m.status,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const id = `SIM-${crypto.randomUUID()}`;
    const at = new Date().toISOString();
    await callback.mutateAsync({
      secret,
      fields: { from: phoneNumber, to: '12345', text, id, date: at, linkId: id },
    });
    setSent((list) => [...list, { id, text, at }]);
    setDraft('');
    void texts.refetch();
  };

  return (
    <div className="flex h-full flex-col rounded-xl border border-slate-200 bg-white">
      {/* Scrollable: a region reachable by keyboard to read older texts. */}
      <div
        role="region"
        aria-label="Conversation"
        tabIndex={0}
        className="max-h-96 min-h-48 flex-1 overflow-y-auto p-3"
      >
        <ol className="space-y-2" aria-live="polite">
          {messages.length === 0 ? (
            <li className="text-sm text-slate-600">Text HELP, or REPORT theft Ifo and what happened.</li>
          ) : (
            messages.map((m) => (
              <li key={m.id} className={clsx('flex', m.from === 'phone' ? 'justify-end' : 'justify-start')}>
                <div
                  className={clsx(
                    'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
                    m.from === 'phone' ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
                  )}
                >
                  <span className="sr-only">{m.from === 'phone' ? 'You: ' : 'SafeOgun: '}</span>
                  {m.text}
                  {m.status ? <span className="mt-1 block text-xs text-slate-600">{m.status}</span> : null}
                </div>
              </li>
            ))
          )}
        </ol>
      </div>
      <form
        onSubmit={(e) => void submit(e).catch(() => undefined)}
        className="flex gap-2 border-t border-slate-200 p-3"
      >
        <PhoneTextInput label="Text message" value={draft} onChange={setDraft} maxLength={480} />
        <Button type="submit" disabled={callback.isPending || draft.trim() === ''}>
          Send
        </Button>
      </form>
      {callback.isError ? (
        <p role="alert" className="px-3 pb-3 text-sm text-red-700">
          {callback.error.message}
        </p>
      ) : null}
    </div>
  );
}
