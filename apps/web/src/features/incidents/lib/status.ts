import { STATUS_LABELS, normaliseStatus } from '@safeogun/contract/incidents';

/** Label and colour per status (section 4): new blue, on hold / in progress orange, resolved/closed green. */
export function statusLabel(status: string): string {
  const s = normaliseStatus(status);
  return s ? STATUS_LABELS[s] : status;
}

export function statusClasses(status: string): string {
  switch (normaliseStatus(status)) {
    case 'new':
      return 'bg-blue-100 text-blue-800';
    case 'in-progress':
      return 'bg-orange-100 text-orange-800';
    case 'on-hold':
      return 'bg-amber-100 text-amber-800';
    case 'resolved':
    case 'closed':
      return 'bg-green-100 text-green-800';
    default:
      return 'bg-slate-100 text-slate-700';
  }
}
