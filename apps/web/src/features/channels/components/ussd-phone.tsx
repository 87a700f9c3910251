import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useGatewayCallback } from '../api/use-gateway-callback';
import { PhoneTextInput } from './phone-text-input';

const SERVICE_CODE = '*384*1234#';

/**
 * A basic phone's USSD screen: dialling sends the first callback, each reply sends the gateway's `text` so far plus
 * the answer (joined by '*'), as Africa's Talking would; `END` closes the session like a real handset.
 */
export function UssdPhone({ secret, phoneNumber }: { secret: string; phoneNumber: string }) {
  const callback = useGatewayCallback('/channels/ussd');
  const [session, setSession] = useState<{ id: string; text: string } | null>(null);
  const [screen, setScreen] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  const open = session !== null && screen?.startsWith('CON ') === true;
  const input = useRef<HTMLInputElement>(null);
  // Each new screen waits for an answer, as on a handset: the answer box takes the focus.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open, screen]);

  const send = async (id: string, text: string) => {
    const reply = await callback.mutateAsync({
      secret,
      fields: { sessionId: id, serviceCode: SERVICE_CODE, phoneNumber, networkCode: '62130', text },
    });
    setSession({ id, text });
    setScreen(reply);
  };
  const dial = () => void send(`SIM-${crypto.randomUUID()}`, '').catch(() => undefined);
  const reply = (event: FormEvent) => {
    event.preventDefault();
    if (!session || answer === '') return;
    const text = session.text === '' ? answer : `${session.text}*${answer}`;
    setAnswer('');
    void send(session.id, text).catch(() => undefined);
  };
  const hangUp = () => {
    setSession(null);
    setScreen(null);
  };

  return (
    <div className="mx-auto w-full max-w-[18rem] rounded-[2.25rem] border-[10px] border-slate-800 bg-slate-800 shadow-lg">
      <div className="rounded-[1.5rem] bg-lime-50 p-3">
        <div
          className="min-h-48 whitespace-pre-wrap break-words rounded-md border border-lime-200 bg-white p-2 font-mono text-sm text-slate-900"
          aria-live="polite"
          data-testid="ussd-screen"
        >
          {callback.isError
            ? callback.error.message
            : screen
              ? screen.replace(/^(CON|END) /, '')
              : `Dial ${SERVICE_CODE} to start.`}
        </div>
        {open ? (
          <form onSubmit={reply} className="mt-3 space-y-2">
            <PhoneTextInput label="Your answer" value={answer} onChange={setAnswer} maxLength={160} ref={input} />
            <div className="flex gap-2">
              <Button type="submit" className="flex-1" disabled={callback.isPending || answer === ''}>
                Send
              </Button>
              <Button type="button" variant="secondary" className="flex-1" onClick={hangUp}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button type="button" className="mt-3 w-full" onClick={dial} disabled={callback.isPending}>
            {session ? 'Dial again' : `Dial ${SERVICE_CODE}`}
          </Button>
        )}
      </div>
    </div>
  );
}
