import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { ModalProps } from './modal-dialog';

export type { ModalProps };

// Radix Dialog and its focus trap, scroll lock and layers (some 13 KB gzip): no page shows a dialog on its first paint,
// so none carries them in its first load (issue 17). They are fetched once a page with a dialog has rendered, not when
// the dialog opens: a dialog opened offline (cancelling a report waiting in the outbox) finds its code already there.
const loadDialog = () => import('./modal-dialog');
const ModalDialog = lazy(loadDialog);

/**
 * The one dialog of the app (Radix Dialog: focus trapped, Escape and the backdrop close it), in modal-dialog.tsx.
 * Closed, it gives the focus back to what had it when it opened (Radix alone would give it to a Dialog.Trigger, which
 * these dialogs have none of), or, when that is gone (a button the action removed), to `finalFocus`.
 * Without `onOpenChange` the dialog must be answered with one of its buttons: no close button, Escape and the
 * backdrop do nothing. Nothing renders until it first opens (a closed Radix dialog renders nothing either); from then
 * on it stays mounted, so closing runs the dialog's own focus return. Its code is fetched once the Modal has rendered.
 */
export function Modal(props: ModalProps) {
  useEffect(() => void loadDialog().catch(() => undefined), []);
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  ) : null;
}

/** The buttons of a dialog, one under the other (full width on a phone). */
export function ModalActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('flex flex-col gap-2', className)}>{children}</div>;
}
