import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '@safeogun/contract/constants';
import { toasterMounted } from '../lib/toast';

/** Top-right, 5000 ms (DECISIONS.md), Alt+T focuses the toasts. Loaded lazily by the providers. */
export default function Toaster() {
  useEffect(() => {
    toasterMounted();
  }, []);
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
    />
  );
}
