import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PoliceCase } from '@safeogun/contract/casework';
import type { PoliceThreadMessage } from '@safeogun/contract/thread';
import { MessageThread } from '../../../components/message-thread';
import { LoadError } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { caseworkKeys } from '../api/keys';
import { useCaseThread, useSendCaseMessage } from '../api/use-case-thread';
import { eventAuthor } from '../lib/case-events';

/** Who reads a message to the reporter, and how they learn of it. */
function readerHint(identity: PoliceCase['identity']): string {
  return identity === 'anonymous'
    ? 'The reporter reads it when they next track the report with its tracking ID; nothing tells them it is there.'
    : 'The reporter is notified in the app and reads it on their report. Their identity is never shown here.';
}

/**
 * When messages arrive while the case is open (not on the first load): says "New message from the reporter." for an
 * answer, and has the case fetched again so its history shows them too.
 */
function useArrivals(incidentId: string, messages: readonly PoliceThreadMessage[] | undefined) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const seen = useRef<{ all: number; answers: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!messages) return;
    const now = { all: messages.length, answers: messages.filter((m) => m.from === 'reporter').length };
    const before = seen.current;
    seen.current = now;
    if (!before || now.all === before.all) return;
    if (now.answers > before.answers) setAnnouncement('New message from the reporter.');
    void queryClient.invalidateQueries({ queryKey: caseworkKeys.case(userId, incidentId), exact: true });
  }, [messages, queryClient, userId, incidentId]);
  return announcement;
}

/**
 * The conversation with the reporter on the case screen (issue 12): read live (polled while open, an arriving answer
 * is announced politely), written to while the report is open; a closed report's thread says so and takes no more.
 */
export function CaseThread({ incident }: { incident: Pick<PoliceCase, 'id' | 'status' | 'identity'> }) {
  const open = incident.status !== 'closed';
  const thread = useCaseThread(incident.id, open);
  const send = useSendCaseMessage(incident.id);
  const announcement = useArrivals(incident.id, thread.data);
  if (thread.isLoading) return <p className="text-sm text-slate-600">Loading messages...</p>;
  if (thread.isError && !thread.data) {
    return (
      <LoadError
        message={errorMessage(thread.error, 'The messages could not be loaded.')}
        onRetry={() => void thread.refetch()}
      />
    );
  }
  return (
    <div className="max-w-2xl rounded-xl border border-slate-200 bg-white p-3 sm:p-4" data-testid="case-thread">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <MessageThread
        title="Messages with the reporter"
        viewer="police"
        messages={thread.data ?? []}
        canReply={open}
        onSend={(body) => send.mutateAsync(body)}
        sending={send.isPending}
        senderLabel={(m) =>
          m.from === 'reporter' ? 'Reporter' : m.author ? eventAuthor({ author: m.author, kind: 'message' }) : 'Police'
        }
        hint={readerHint(incident.identity)}
      />
    </div>
  );
}
