import { STATUS_LABELS, normaliseStatus } from '@safeogun/contract/incident-statuses';

/** The label of a stored or legacy status spelling; an unknown one is shown as it is. */
export function statusLabel(status: string): string {
  const s = normaliseStatus(status);
  return s ? STATUS_LABELS[s] : status;
}

/**
 * Badge colours of specification section 4: new blue, in progress orange, resolved green. Reports show on hold in
 * amber and closed green; the crime map's table shows on hold yellow and closed gray.
 */
export function statusClasses(status: string, where: 'reports' | 'map' = 'reports'): string {
  switch (normaliseStatus(status)) {
    case 'new':
      return 'bg-blue-100 text-blue-800';
    case 'in-progress':
      return 'bg-orange-100 text-orange-800';
    case 'on-hold':
      return where === 'map' ? 'bg-yellow-100 text-yellow-800' : 'bg-amber-100 text-amber-800';
    case 'resolved':
      return 'bg-green-100 text-green-800';
    case 'closed':
      return where === 'map' ? 'bg-slate-100 text-slate-700' : 'bg-green-100 text-green-800';
    default:
      return 'bg-slate-100 text-slate-700';
  }
}
