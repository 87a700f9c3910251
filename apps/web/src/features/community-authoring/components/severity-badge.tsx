import clsx from 'clsx';
import type { AlertSeverity, SecurityAlert } from '@safeogun/contract/community';
import { formatDateTime } from '../../../lib/format';
import { alertState } from '../lib/forms';

export const SEVERITY_LABELS: Record<AlertSeverity, string> = {
  info: 'Information',
  warning: 'Warning',
  danger: 'Danger',
};

const SEVERITY_CLASSES: Record<AlertSeverity, string> = {
  info: 'bg-sky-100 text-sky-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
};

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', SEVERITY_CLASSES[severity])}>
      {SEVERITY_LABELS[severity]}
    </span>
  );
}

export function AlertStateLine({ alert }: { alert: SecurityAlert }) {
  const state = alertState(alert);
  if (state === 'withdrawn') return <span>Withdrawn {formatDateTime(alert.withdrawnAt)}</span>;
  if (state === 'expired') return <span>Expired {formatDateTime(alert.expiresAt)}</span>;
  return <span>Until {formatDateTime(alert.expiresAt)}</span>;
}
