import clsx from 'clsx';
import { statusClasses, statusLabel } from '../../lib/incident-status';

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', statusClasses(status))}>
      {statusLabel(status)}
    </span>
  );
}
