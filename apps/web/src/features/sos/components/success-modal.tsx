import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useLocalized } from '../../../lib/i18n';

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
  const localized = useLocalized();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (!next ? onClose() : undefined)}
      centered
      icon={<CheckCircle2 className="mx-auto mb-3 h-14 w-14 text-green-600" aria-hidden="true" />}
      title={localized(SOS_MESSAGES.successTitle)}
      description={localized(SOS_MESSAGES.successBody)}
    >
      {status ? <div className="mt-2">{status}</div> : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onStay}>
          {localized(SOS_MESSAGES.stayOnPage)}
        </Button>
        <Button onClick={onDashboard}>{localized(SOS_MESSAGES.redirectDashboard)}</Button>
      </div>
    </Modal>
  );
}
