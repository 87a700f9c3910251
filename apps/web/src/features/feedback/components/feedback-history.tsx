import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import type { FeedbackItem } from '@safeogun/contract/feedback';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ListPagination } from '../../../components/ui/pagination';
import { useFeedbackHistory } from '../api/use-feedback-history';
import { StarRating } from '../../../components/ui/star-rating';
import { Modal } from '../../../components/ui/modal';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function FeedbackHistory() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<FeedbackItem | null>(null);
  const history = useFeedbackHistory(page);

  if (history.isPending) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center">
        <Spinner label="Loading feedback" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <div role="alert" className="flex min-h-[30vh] flex-col items-center justify-center gap-3 text-center">
        <p className="text-slate-700">Failed to fetch feedback history</p>
        <Button onClick={() => void history.refetch()}>Retry</Button>
      </div>
    );
  }
  const items = history.data.data;
  if (items.length === 0) {
    return <p className="py-12 text-center text-slate-600">You haven&apos;t given any feedback yet.</p>;
  }
  return (
    <>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        aria-label="Feedback history"
      >
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => setOpen(item)}
              className="flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-slate-50"
            >
              <span>
                <span className="block font-medium text-slate-900">{item.feedbackType}</span>
                <span className="block text-sm text-slate-500">
                  {formatDate(item.createdAt)}
                  {item.reply ? <span className="ml-2 font-medium text-green-700">· Police replied</span> : null}
                </span>
              </span>
              <ChevronRight className="h-5 w-5 text-slate-400" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ListPagination pagination={history.data.pagination} onChange={setPage} label="Feedback history pages" />
      <Modal open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title="Feedback details">
        {open ? (
          <dl className="divide-y divide-slate-100">
            <Detail label="Type">{open.feedbackType}</Detail>
            <Detail label="Recipient">{open.feedbackRecipient}</Detail>
            {open.feedbackRecipient === 'Station' ? (
              <Detail label="Station">{open.station?.formation ?? '-'}</Detail>
            ) : (
              <Detail label="Officer name">{open.officerName}</Detail>
            )}
            {open.rating > 0 ? (
              <Detail label="Rating">
                <StarRating value={open.rating} />
              </Detail>
            ) : null}
            <Detail label="Comment">
              <span className="whitespace-pre-wrap">{open.comment}</span>
            </Detail>
            <Detail label="Date">{formatDate(open.createdAt)}</Detail>
            {open.reply ? (
              <Detail label={`Reply from the police${open.repliedAt ? `, ${formatDate(open.repliedAt)}` : ''}`}>
                <span className="whitespace-pre-wrap">{open.reply}</span>
              </Detail>
            ) : null}
          </dl>
        ) : null}
      </Modal>
    </>
  );
}
