import { useId } from 'react';
import clsx from 'clsx';
import {
  THREAD_MESSAGES,
  THREAD_TEXT_MAX_LENGTH,
  threadTextSchema,
  type ThreadMessage,
  type ThreadMessageRequest,
} from '@safeogun/contract/thread';
import { ComposeForm } from './compose-form';
import { formatDateTime } from '../lib/format';
import { useLocalized } from '../lib/i18n';
import { useMessagingMessages } from './locales/messaging/messages';

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

/** Who wrote a message, as each side reads it: the ids of the messaging catalogue. */
const SENDERS = {
  reporter: { police: 'messaging.thread.police', reporter: 'messaging.thread.you' },
  police: { police: 'messaging.thread.police', reporter: 'messaging.thread.reporter' },
} as const;

/** The reply box's label: the reporter answers a question, or writes first (a detail they remembered). */
function boxLabel(viewer: 'reporter' | 'police', messages: readonly ThreadMessage[]) {
  if (viewer === 'police') return 'messaging.thread.toReporter';
  return messages.some((m) => m.from === 'police') ? 'messaging.thread.answerPolice' : 'messaging.thread.writePolice';
}

/**
 * The conversation between the police and a report's reporter (issue 12), oldest first, with a reply box (the
 * contract's rule: trimmed, 1 to 1000 characters). Shared by both sides: the citizen's
 * tracking result and report page give `viewer="reporter"`, the console's case screen `viewer="police"`.
 */
export function MessageThread<M extends ThreadMessage>({
  messages,
  viewer,
  canReply,
  onSend,
  sending,
  title,
  senderLabel,
  hint,
}: MessageThreadProps<M>) {
  const { _ } = useMessagingMessages();
  const localized = useLocalized();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title ?? _('messaging.thread.title')}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">{localized(THREAD_MESSAGES.noMessages)}</p>
      ) : (
        <ol
          className="space-y-2"
          aria-label={_(viewer === 'reporter' ? 'messaging.thread.withPolice' : 'messaging.thread.withReporter')}
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
                  <span className="font-semibold text-brand-900">{senderLabel?.(m) ?? _(SENDERS[viewer][m.from])}</span>
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
        <ComposeForm
          label={_(boxLabel(viewer, messages))}
          textSchema={threadTextSchema}
          maxLength={THREAD_TEXT_MAX_LENGTH}
          onSend={(text) => onSend({ text })}
          sending={sending}
          hint={hint}
          failure={_('messaging.thread.failed')}
        />
      ) : (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700" data-testid="thread-closed">
          {localized(THREAD_MESSAGES.closed)}
        </p>
      )}
    </section>
  );
}
