/** How the board says an alert's status, escalation and history. */
import type { PoliceSosAlert, SosStatus } from '@safeogun/contract/sos';
import type { SosHistoryEntry } from '@safeogun/contract/sos-board';

export const STATUS_LABELS: Record<SosStatus, string> = {
  new: 'New',
  acknowledged: 'Acknowledged',
  attended: 'Attended',
  'false-alert': 'False alert',
};

export const STATUS_CLASSES: Record<SosStatus, string> = {
  new: 'bg-red-600 text-white',
  acknowledged: 'bg-amber-100 text-amber-900',
  attended: 'bg-green-100 text-green-900',
  'false-alert': 'bg-slate-200 text-slate-800',
};

export function escalationLabel(level: PoliceSosAlert['escalation']['level']): string | null {
  return level === 'area' ? 'Area Command' : level === 'hq' ? 'State HQ' : null;
}

const named = (value: unknown): string | null => {
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
};

/** "Officer Bello at Sagamu Division", "Sagamu Division", or the officer alone. */
export function officerAt(officer: string | null, station: string | null): string | null {
  if (!officer) return station;
  return station ? `${officer} at ${station}` : officer;
}

/** Whom an alert is with, or null. */
export function assigneeLabel(alert: Pick<PoliceSosAlert, 'assignedOfficer' | 'assignedStation'>): string | null {
  const station = alert.assignedStation?.name ?? null;
  return alert.assignedOfficer ? officerAt(alert.assignedOfficer.name ?? 'an officer', station) : station;
}

export function entryTitle(entry: SosHistoryEntry): string {
  const details = entry.details ?? {};
  switch (entry.kind) {
    case 'sent':
      return 'Alert sent';
    case 'acknowledged':
      return 'Acknowledged';
    case 'assigned': {
      const officer = named(details.officer);
      const station = named(details.station);
      return `Assigned to ${officerAt(officer, station) ?? 'a station'}`;
    }
    case 'note':
      return 'Note';
    case 'escalated':
      return `Escalated to ${details.level === 'hq' ? 'State HQ' : 'the Area Command'}`;
    case 'attended':
      return 'Closed as attended';
    case 'false-alert':
      return 'Closed as a false alert';
  }
}

export function entryAuthor(entry: SosHistoryEntry): string {
  if (entry.actor) return entry.actor.name ?? 'A police officer';
  return entry.kind === 'sent' ? 'The sender' : 'SafeOgun (automatic)';
}
