import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import type { FeedbackItem } from '@safeogun/contract/feedback';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ListPagination } from '../../../components/ui/pagination';
import { useFeedbackHistory } from '../api/use-feedback-history';
import { StarRating } from '../../../components/ui/star-rating';
import { Modal } from '../../../components/ui/modal';
import { useFeedbackMessages } from '../locales/feedback/messages';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function FeedbackHistory() {
  const { _, i18n } = useFeedbackMessages();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<FeedbackItem | null>(null);
  const history = useFeedbackHistory(page);

  if (history.isPending) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center">
        <Spinner label={_('feedback.history.loading')} />
      </div>
    );
  }
  if (history.isError) {
    return (
      <div role="alert" className="flex min-h-[30vh] flex-col items-center justify-center gap-3 text-center">
        <p className="text-slate-700">{_('feedback.history.failed')}</p>
        <Button onClick={() => void history.refetch()}>{_('feedback.history.retry')}</Button>
      </div>
    );
  }
  const items = history.data.data;
  if (items.length === 0) {
    return <p className="py-12 text-center text-slate-600">{_('feedback.history.empty')}</p>;
  }
  return (
    <>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        aria-label={_('feedback.history.label')}
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
                  {i18n.date(item.createdAt)}
                  {item.reply ? (
                    <span className="ml-2 font-medium text-green-700">{_('feedback.history.replied')}</span>
                  ) : null}
                </span>
              </span>
              <ChevronRight className="h-5 w-5 text-slate-400" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ListPagination pagination={history.data.pagination} onChange={setPage} label={_('feedback.history.pages')} />
      <Modal open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={_('feedback.details.title')}>
        {open ? (
          <dl className="divide-y divide-slate-100">
            <Detail label={_('feedback.details.type')}>{open.feedbackType}</Detail>
            <Detail label={_('feedback.details.recipient')}>
              {open.feedbackRecipient === 'Station' ? _('feedback.recipient.station') : _('feedback.recipient.officer')}
            </Detail>
            {open.feedbackRecipient === 'Station' ? (
              <Detail label={_('feedback.details.station')}>{open.station?.formation ?? '-'}</Detail>
            ) : (
              <Detail label={_('feedback.details.officer')}>{open.officerName}</Detail>
            )}
            {open.rating > 0 ? (
              <Detail label={_('feedback.details.rating')}>
                <StarRating value={open.rating} />
              </Detail>
            ) : null}
            <Detail label={_('feedback.details.comment')}>
              <span className="whitespace-pre-wrap">{open.comment}</span>
            </Detail>
            <Detail label={_('feedback.details.date')}>{i18n.date(open.createdAt)}</Detail>
            {open.reply ? (
              <Detail
                label={
                  open.repliedAt
                    ? _('feedback.details.replyOn', { date: i18n.date(open.repliedAt) })
                    : _('feedback.details.reply')
                }
              >
                <span className="whitespace-pre-wrap">{open.reply}</span>
              </Detail>
            ) : null}
          </dl>
        ) : null}
      </Modal>
    </>
  );
}
