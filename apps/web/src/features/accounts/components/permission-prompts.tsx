import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';

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
  const [step, setStep] = useState(1);
  return (
    <>
      <Modal
        size="sm"
        open={step === 1}
        title="Allow SafeOgun to send you notifications?"
        description="Get updates on your reports, replies from the police and emergency alerts."
      >
        <ModalActions>
          <Button
            onClick={() => {
              askNotifications();
              setStep(2);
            }}
          >
            Allow
          </Button>
          <Button variant="secondary" onClick={() => setStep(2)}>
            Don&apos;t Allow
          </Button>
        </ModalActions>
      </Modal>
      <Modal
        size="sm"
        open={step === 2}
        title="Allow SafeOgun to use your location in the background?"
        description="Your location helps the police reach you quickly when you send an SOS."
      >
        <ModalActions>
          <Button
            onClick={() => {
              askLocation();
              setStep(3);
            }}
          >
            Always
          </Button>
          <Button variant="secondary" onClick={() => setStep(3)}>
            While using
          </Button>
        </ModalActions>
      </Modal>
      <Modal
        size="sm"
        open={step === 3}
        title="Allow SafeOgun to access this device's location?"
        description="Used to find the nearest police station and to fill in your address."
      >
        <ModalActions>
          <Button
            onClick={() => {
              askLocation();
              onDone();
            }}
          >
            Allow While Using
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              askLocation();
              onDone();
            }}
          >
            Allow Once
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Don&apos;t Allow
          </Button>
        </ModalActions>
      </Modal>
    </>
  );
}
