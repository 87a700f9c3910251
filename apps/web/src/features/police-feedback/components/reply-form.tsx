import type { PoliceFeedbackEntry } from '@safeogun/contract/police-feedback';
import { POLICE_TEXT_MAX_LENGTH, policeText } from '@safeogun/contract/police';
import { ComposeForm } from '../../../components/compose-form';
import { toast } from '../../../lib/toast';
import { useReply } from '../api/use-reply';

const replyText = policeText('reply');

/** The reply box under an entry: the citizen reads the reply (and is notified); a second one replaces the first. */
export function ReplyForm({ entry, onDone }: { entry: PoliceFeedbackEntry; onDone: () => void }) {
  const reply = useReply(entry);
  return (
    <div className="mt-3">
      <ComposeForm
        label={entry.reply ? 'Your reply (replaces the earlier one)' : 'Your reply'}
        textSchema={replyText}
        maxLength={POLICE_TEXT_MAX_LENGTH}
        defaultText={entry.reply ?? ''}
        focusOnOpen
        hint="The citizen reads it under their review or feedback and is notified."
        submitLabel="Send reply"
        failure="The reply could not be sent. Please try again."
        sending={reply.isPending}
        onSend={async (text) => {
          await reply.mutateAsync({ reply: text });
          toast.success('Reply sent. The citizen has been told.');
          onDone();
        }}
        onCancel={onDone}
      />
    </div>
  );
}
