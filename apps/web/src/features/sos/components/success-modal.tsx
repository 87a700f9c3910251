import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, X } from 'lucide-react';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';

/** "Help is on it's way": Stay on Page, Redirect to Dashboard, or close (X). */
export function SosSuccessModal({
  open,
  onStay,
  onDashboard,
  onClose,
}: {
  open: boolean;
  onStay: () => void;
  onDashboard: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
          <Dialog.Close
            className="absolute right-3 top-3 rounded-md p-2 text-slate-500 hover:bg-slate-100"
            aria-label="Close"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
          <CheckCircle2 className="mx-auto h-14 w-14 text-green-600" aria-hidden="true" />
          <Dialog.Title className="mt-3 text-xl font-bold text-brand-900">{SOS_MESSAGES.successTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{SOS_MESSAGES.successBody}</Dialog.Description>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button variant="secondary" onClick={onStay}>
              {SOS_MESSAGES.stayOnPage}
            </Button>
            <Button onClick={onDashboard}>{SOS_MESSAGES.redirectDashboard}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
