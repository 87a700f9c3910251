import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';

/**
 * The one dialog of the app (Radix Dialog: focus trapped and restored, Escape and the backdrop close it).
 * Without `onOpenChange` the dialog must be answered with one of its buttons: no close button, Escape and the
 * backdrop do nothing.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  icon,
  centered = false,
  size = 'md',
  children,
}: {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** A large icon above the title (success dialogs). */
  icon?: ReactNode;
  centered?: boolean;
  size?: 'sm' | 'md';
  children?: ReactNode;
}) {
  const dismissible = Boolean(onOpenChange);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={clsx(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[92vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
            size === 'sm' ? 'max-w-sm' : 'max-w-md',
            centered && 'text-center',
          )}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
        >
          {dismissible ? (
            <Dialog.Close
              className="absolute right-3 top-3 rounded-md p-2 text-slate-500 hover:bg-slate-100"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          ) : null}
          {icon}
          <Dialog.Title className={clsx('text-lg font-bold text-brand-900', dismissible && !centered && 'pr-8')}>
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children ? <div className="mt-4">{children}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The buttons of a dialog, one under the other (full width on a phone). */
export function ModalActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('flex flex-col gap-2', className)}>{children}</div>;
}
