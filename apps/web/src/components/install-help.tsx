import { Modal } from './ui/modal';
import { Button } from './ui/button';

/** The steps to add SafeOgun to a home screen where the browser offers no install prompt of its own. */
export default function InstallHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Install SafeOgun"
      description="SafeOgun is a web app: add it to your home screen and it opens like any other app."
      sheet
    >
      <ul className="space-y-3 text-sm text-slate-700">
        <li>
          <strong className="text-slate-900">Android (Chrome):</strong> open the browser menu (⋮) and choose{' '}
          <em>Install app</em> or <em>Add to Home screen</em>.
        </li>
        <li>
          <strong className="text-slate-900">iPhone or iPad (Safari):</strong> tap Share, then{' '}
          <em>Add to Home Screen</em>.
        </li>
        <li>
          <strong className="text-slate-900">Computer (Chrome or Edge):</strong> choose the install icon at the end of
          the address bar, or <em>Install SafeOgun</em> in the browser menu.
        </li>
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        SafeOgun is not in the Google Play Store or the Apple App Store yet.
      </p>
      <Button className="mt-4 w-full" onClick={onClose}>
        OK
      </Button>
    </Modal>
  );
}
