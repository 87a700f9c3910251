import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { useUiMessages } from '../locales/ui/messages';

/** A yes-or-no question before an action that cannot be taken back at once (revoke, disable, delete). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  danger = true,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { _ } = useUiMessages();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} size="sm">
      <div className="text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {_('ui.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
          {pending ? _('ui.working') : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
