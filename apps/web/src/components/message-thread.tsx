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
import { Button } from './ui/button';
import { TextareaField } from './ui/textarea-field';
import { errorMessage } from '../lib/api-client';
import { formatDateTime } from '../lib/format';

export interface MessageThreadProps<M extends ThreadMessage> {
  messages: M[];
  /** Whose screen this is: the reporter reads "Police" and "You"; the police read "Police" and "Reporter". */
  viewer: 'reporter' | 'police';
  /** False once the report is closed: the thread is shown with the closing sentence and no reply box. */
  canReply: boolean;
  /** Sends one message (the text trimmed); a rejection's sentence is shown under the box (a 429 says how long). */
  onSend: (body: ThreadMessageRequest) => Promise<unknown>;
  sending: boolean;
  title?: string;
  /** Who wrote a message, when the screen knows more than "Police" (the console names the officer). */
  senderLabel?: (message: M) => string;
  /** A line under the box: who reads the message and how they learn of it. */
  hint?: string;
}

const LABELS = {
  reporter: { police: 'Police', reporter: 'You' },
  police: { police: 'Police', reporter: 'Reporter' },
} as const;

/** The reply box's label: the reporter answers a question, or writes first (a detail they remembered). */
function boxLabel(viewer: 'reporter' | 'police', messages: readonly ThreadMessage[]): string {
  if (viewer === 'police') return 'Message to the reporter';
  return messages.some((m) => m.from === 'police') ? 'Answer the police' : 'Write to the police';
}

/**
 * The conversation between the police and a report's reporter (issue 12), oldest first, with a reply box
 * (react-hook-form and the contract's schema: trimmed, 1 to 1000 characters). Shared by both sides: the citizen's
 * tracking result and report page give `viewer="reporter"`, the console's case screen `viewer="police"`.
 */
export function MessageThread<M extends ThreadMessage>({
  messages,
  viewer,
  canReply,
  onSend,
  sending,
  title = 'Messages',
  senderLabel,
  hint,
}: MessageThreadProps<M>) {
  const headingId = useId();
  const boxId = useId();
  const form = useForm<ThreadMessageRequest>({
    resolver: zodResolver(threadMessageRequestSchema),
    defaultValues: { text: '' },
  });
  const text = form.watch('text');
  const fieldError = form.formState.errors.text?.message;
  const sendError = form.formState.errors.root?.message;
  const described = [fieldError ? `${boxId}-error` : null, hint ? `${boxId}-hint` : null].filter(Boolean).join(' ');

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
        <ol
          className="space-y-2"
          aria-label={viewer === 'reporter' ? 'Conversation with the police' : 'Conversation with the reporter'}
        >
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
                  <span className="font-semibold text-brand-900">{senderLabel?.(m) ?? LABELS[viewer][m.from]}</span>
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
            label={boxLabel(viewer, messages)}
            rows={3}
            maxLength={THREAD_TEXT_MAX_LENGTH}
            length={text.length}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={described || undefined}
            {...form.register('text', { onChange: () => form.clearErrors('root') })}
          />
          {hint ? (
            <p id={`${boxId}-hint`} className="text-xs text-slate-600">
              {hint}
            </p>
          ) : null}
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
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700" data-testid="thread-closed">
          {THREAD_MESSAGES.closed}
        </p>
      )}
    </section>
  );
}
