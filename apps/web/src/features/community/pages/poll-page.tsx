import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { usePoll } from '../api/community';
import { PollCard } from '../components/poll-card';
import { ShareLink } from '../components/share-link';
import { useCommunityMessages } from '../locales/community/messages';
import { Missing } from './tip-page';

/** /community/polls/:id: one poll to vote on or read, and a share link. */
export default function PollPage() {
  const { _ } = useCommunityMessages();
  const { id } = useParams();
  const poll = usePoll(id);
  if (poll.isPending) return <PageSpinner label={_('community.loading')} />;
  if (!poll.data) return <Missing />;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <Link to="/community" className="text-sm text-brand-700 underline">
        {_('community.back')}
      </Link>
      <PollCard poll={poll.data} headingLevel="h1" />
      <ShareLink title={poll.data.question} />
    </div>
  );
}
