import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import {
  THREAD_MESSAGES,
  THREAD_TEXT_MAX_LENGTH,
  threadMessageRequestSchema,
  type ThreadMessage,
  type ThreadMessageRequest,
} from '@safeogun/contract/thread';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

export interface MessageThreadProps {
  messages: ThreadMessage[];
  /** Whose screen this is: the reporter reads "Police" and "You"; the police read "Police" and "Reporter". */
  viewer: 'reporter' | 'police';
  /** False once the report is closed: the thread is shown with the closing sentence and no reply box. */
  canReply: boolean;
  /** Sends one message (the text trimmed); a rejection's sentence is shown under the box (a 429 says how long). */
  onSend: (body: ThreadMessageRequest) => Promise<unknown>;
  sending: boolean;
  title?: string;
}

const LABELS = {
  reporter: { police: 'Police', reporter: 'You' },
  police: { police: 'Police', reporter: 'Reporter' },
} as const;

/**
 * The conversation between the police and a report's reporter (issue 12), oldest first, with a reply box
 * (react-hook-form and the contract's schema: trimmed, 1 to 1000 characters). Usable on both sides: the citizen's
 * tracking result and report page give `viewer="reporter"`; a police case screen can give `viewer="police"`.
 */
export function MessageThread({ messages, viewer, canReply, onSend, sending, title = 'Messages' }: MessageThreadProps) {
  const headingId = useId();
  const boxId = useId();
  const form = useForm<ThreadMessageRequest>({
    resolver: zodResolver(threadMessageRequestSchema),
    defaultValues: { text: '' },
  });
  const text = form.watch('text');
  const fieldError = form.formState.errors.text?.message;
  const sendError = form.formState.errors.root?.message;

  const send = form.handleSubmit(async (body) => {
    try {
      await onSend(body);
      form.reset({ text: '' });
    } catch (error) {
      form.setError('root', { message: errorMessage(error, 'Your message could not be sent. Please try again.') });
    }
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">{THREAD_MESSAGES.noMessages}</p>
      ) : (
        <ol className="space-y-2" aria-label="Conversation with the police">
          {messages.map((m, i) => {
            const mine = m.from === viewer;
            return (
              <li
                key={`${m.createdAt}-${i}`}
                className={clsx(
                  'max-w-[85%] rounded-xl p-3 text-sm',
                  mine ? 'ml-auto bg-brand-50 text-slate-900' : 'mr-auto border border-slate-200 bg-white',
                )}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-brand-900">{LABELS[viewer][m.from]}</span>
                  <time dateTime={m.createdAt} className="text-xs text-slate-600">
                    {formatDateTime(m.createdAt)}
                  </time>
                </div>
                <p className="mt-1 whitespace-pre-wrap break-words">{m.text}</p>
              </li>
            );
          })}
        </ol>
      )}
      {canReply ? (
        <form noValidate className="space-y-2" onSubmit={(event) => void send(event)}>
          <TextareaField
            id={boxId}
            label={viewer === 'reporter' ? 'Answer the police' : 'Message to the reporter'}
            rows={3}
            maxLength={THREAD_TEXT_MAX_LENGTH}
            length={text.length}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${boxId}-error` : undefined}
            {...form.register('text', { onChange: () => form.clearErrors('root') })}
          />
          {fieldError ? (
            <p id={`${boxId}-error`} className="text-sm text-red-700">
              {fieldError}
            </p>
          ) : null}
          {sendError ? (
            <p role="alert" className="text-sm text-red-700">
              {sendError}
            </p>
          ) : null}
          <Button type="submit" className="w-full sm:w-auto" disabled={sending || text.trim() === ''}>
            {sending ? 'Sending...' : 'Send'}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{THREAD_MESSAGES.closed}</p>
      )}
    </section>
  );
}
