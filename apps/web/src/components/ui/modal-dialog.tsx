import { useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { OverlayContainerContext } from './overlay-container';
import { useUiMessages } from '../locales/ui/messages';

export interface ModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** A large icon above the title (success dialogs). */
  icon?: ReactNode;
  centered?: boolean;
  /** `lg`: a picture or a long form, up to 64rem wide. */
  size?: 'sm' | 'md' | 'lg';
  /** On a phone, a sheet along the bottom of the screen, full width, within the thumb's reach (a dialog from sm). */
  sheet?: boolean;
  /** Where the focus goes on closing when the element that opened the dialog is no longer on the page. */
  finalFocus?: () => HTMLElement | null | undefined;
  children?: ReactNode;
}

/**
 * The one dialog of the app (Radix Dialog: focus trapped, Escape and the backdrop close it). Closed, it gives the
 * focus back to what had it when it opened (Radix alone would give it to a Dialog.Trigger, which these dialogs
 * have none of), or, when that is gone (a button the action removed), to `finalFocus`.
 * Without `onOpenChange` the dialog must be answered with one of its buttons: no close button, Escape and the
 * backdrop do nothing.
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  centered = false,
  size = 'md',
  sheet = false,
  finalFocus,
  children,
}: ModalProps) {
  const { _ } = useUiMessages();
  const dismissible = Boolean(onOpenChange);
  const opener = useRef<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          ref={setContent}
          className={clsx(
            // The box does not clip (a picker's list may open past its edge); its inner part scrolls.
            'fixed z-50 flex flex-col bg-white shadow-xl',
            sheet
              ? 'inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90vh] sm:w-[92vw] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl'
              : 'left-1/2 top-1/2 max-h-[90vh] w-[92vw] -translate-x-1/2 -translate-y-1/2 rounded-2xl',
            size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-5xl' : 'max-w-md',
            centered && 'text-center',
          )}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener.current?.isConnected ? opener.current : finalFocus?.();
            target?.focus();
            opener.current = null;
          }}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in a picker whose list is open closes that list, not the dialog (Radix hears the key first).
            const openPicker =
              event.target instanceof Element && event.target.matches('[role="combobox"][aria-expanded="true"]');
            if (!dismissible || openPicker) event.preventDefault();
          }}
        >
          {/* min-h-0: a flex item shrinks below its content only so; else a long form overflows the screen unscrolled. */}
          <div className="min-h-0 overflow-y-auto p-6">
            {dismissible ? (
              <Dialog.Close
                className="absolute right-3 top-3 rounded-md p-2 text-slate-500 hover:bg-slate-100"
                aria-label={_('ui.modal.close')}
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
            {children ? (
              <OverlayContainerContext.Provider value={content}>
                <div className="mt-4">{children}</div>
              </OverlayContainerContext.Provider>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
