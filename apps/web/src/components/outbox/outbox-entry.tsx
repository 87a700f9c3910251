import { useState } from 'react';
import { Clock, Send, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { Modal, ModalActions } from '../ui/modal';
import { pluralCount } from '../../lib/i18n';
import { removeOutboxItem, type OutboxItem } from '../../lib/outbox';
import { flushOutbox } from '../../lib/outbox-sender';
import { useOutboxMessages } from '../../lib/locales/outbox/messages';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * One outbox item: what it is, when it was submitted, where it stands, the last error; Send now and Cancel (after
 * a confirmation). A sent anonymous report shows its tracking ID until the reporter says they have kept it.
 */
export function OutboxEntry({ item }: { item: OutboxItem }) {
  // `t`: the rule for citizen text (decision 021) knows it as the translating call.
  const { _: t, i18n } = useOutboxMessages();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const kind = t(`outbox.kind.${item.kind}`);
  const submittedAt = i18n.date(new Date(item.createdAt), DATE_TIME);

  const sendNow = async () => {
    setSending(true);
    try {
      await flushOutbox(item.id);
    } finally {
      setSending(false);
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="outbox-item">
      <p className="font-semibold text-slate-900">
        {kind}
        {item.summary ? <span className="font-normal text-slate-700">: {item.summary}</span> : null}
      </p>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {t('outbox.item.saved', { time: submittedAt })}
      </p>
      {item.status === 'sent' && item.trackingId ? (
        <div className="mt-3">
          <p className="text-sm font-semibold text-green-800">{t('outbox.status.sent')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('outbox.trackingId.keep')}</p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2">
            <span className="text-sm text-slate-700">
              {t('outbox.trackingId')}:{' '}
              <code data-testid="outbox-tracking-id" className="font-mono text-lg font-semibold tracking-wide">
                {item.trackingId}
              </code>
            </span>
            <CopyButton text={item.trackingId} />
          </div>
          <Button variant="secondary" className="mt-3" onClick={() => void removeOutboxItem(item.id)}>
            {t('outbox.dismiss')}
          </Button>
        </div>
      ) : (
        <>
          <p
            className={
              item.status === 'waiting'
                ? 'mt-2 text-sm font-semibold text-amber-800'
                : 'mt-2 text-sm font-semibold text-red-700'
            }
            data-testid="outbox-status"
          >
            {t(`outbox.status.${item.status}`)}
            {item.attempts > 0 ? (
              <span className="font-normal text-slate-600">
                {' '}
                · {t('outbox.item.attempts', pluralCount(item.attempts))}
              </span>
            ) : null}
          </p>
          {item.lastError ? (
            <p className="mt-1 text-sm text-slate-700">{t('outbox.item.lastError', { message: item.lastError })}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" disabled={sending} onClick={() => void sendNow()}>
              <Send className="h-4 w-4" aria-hidden="true" /> {t('outbox.sendNow')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('outbox.cancel')}
            </Button>
          </div>
        </>
      )}
      <Modal open={confirming} onOpenChange={setConfirming} title={t('outbox.cancel.title')} size="sm">
        <p className="text-sm text-slate-700">{t('outbox.cancel.body')}</p>
        <ModalActions>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('outbox.cancel.keep')}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              void removeOutboxItem(item.id);
            }}
          >
            {t('outbox.cancel.confirm')}
          </Button>
        </ModalActions>
      </Modal>
    </li>
  );
}
