import type { ReactNode } from 'react';
import { Button } from './button';
import { useUiMessages } from '../locales/ui/messages';

/** The end of a dialog's form: the failure, if any, then Cancel and the form's own submit button (`children`). */
export function FormFooter({
  failure,
  pending,
  onDone,
  children,
}: {
  failure: ReactNode;
  pending: boolean;
  onDone: () => void;
  children: ReactNode;
}) {
  const { _ } = useUiMessages();
  return (
    <>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {_('ui.cancel')}
        </Button>
        {children}
      </div>
    </>
  );
}
