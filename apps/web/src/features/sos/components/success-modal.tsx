import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/**
 * "Help is on it's way", where the alert stands with the police (`status`, live), then Stay on Page, Redirect to
 * Dashboard, or close (X).
 */
export function SosSuccessModal({
  open,
  status,
  onStay,
  onDashboard,
  onClose,
}: {
  open: boolean;
  status?: ReactNode;
  onStay: () => void;
  onDashboard: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (!next ? onClose() : undefined)}
      centered
      icon={<CheckCircle2 className="mx-auto mb-3 h-14 w-14 text-green-600" aria-hidden="true" />}
      title={SOS_MESSAGES.successTitle}
      description={SOS_MESSAGES.successBody}
    >
      {status ? <div className="mt-2">{status}</div> : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onStay}>
          {SOS_MESSAGES.stayOnPage}
        </Button>
        <Button onClick={onDashboard}>{SOS_MESSAGES.redirectDashboard}</Button>
      </div>
    </Modal>
  );
}
