import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { useAccountMessages } from '../locales/account/messages';

/** Asks the browser for real where it can; never waits on the answer so the prompts keep moving. */
function askNotifications() {
  try {
    if ('Notification' in window && Notification.permission === 'default') void Notification.requestPermission();
  } catch {
    // Old browsers: nothing to ask.
  }
}
function askLocation() {
  try {
    navigator.geolocation?.getCurrentPosition(
      () => undefined,
      () => undefined,
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  } catch {
    // Not supported.
  }
}

/** The three permission prompts after sign-up, in order: notifications, background location, location. */
export function PermissionPrompts({ onDone }: { onDone: () => void }) {
  const { _ } = useAccountMessages();
  const [step, setStep] = useState(1);
  return (
    <>
      <Modal
        size="sm"
        open={step === 1}
        title={_('account.permissions.notifyTitle')}
        description={_('account.permissions.notifyBody')}
      >
        <ModalActions>
          <Button
            onClick={() => {
              askNotifications();
              setStep(2);
            }}
          >
            {_('account.permissions.allow')}
          </Button>
          <Button variant="secondary" onClick={() => setStep(2)}>
            {_('account.permissions.dontAllow')}
          </Button>
        </ModalActions>
      </Modal>
      <Modal
        size="sm"
        open={step === 2}
        title={_('account.permissions.backgroundTitle')}
        description={_('account.permissions.backgroundBody')}
      >
        <ModalActions>
          <Button
            onClick={() => {
              askLocation();
              setStep(3);
            }}
          >
            {_('account.permissions.always')}
          </Button>
          <Button variant="secondary" onClick={() => setStep(3)}>
            {_('account.permissions.whileUsing')}
          </Button>
        </ModalActions>
      </Modal>
      <Modal
        size="sm"
        open={step === 3}
        title={_('account.permissions.locationTitle')}
        description={_('account.permissions.locationBody')}
      >
        <ModalActions>
          <Button
            onClick={() => {
              askLocation();
              onDone();
            }}
          >
            {_('account.permissions.allowWhileUsing')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              askLocation();
              onDone();
            }}
          >
            {_('account.permissions.allowOnce')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {_('account.permissions.dontAllow')}
          </Button>
        </ModalActions>
      </Modal>
    </>
  );
}
