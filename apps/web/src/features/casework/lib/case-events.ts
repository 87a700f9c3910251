import { ESCALATION_TARGETS, type CaseEvent } from '@safeogun/contract/casework';
import { ROLE_LABELS, type Role } from '@safeogun/contract/roles';
import { STATUS_LABELS, normaliseStatus } from '@safeogun/contract/incidents';

/** The level a report was escalated to: 1 the Area Command, 2 State HQ. */
export function escalationLabel(level: number): string | null {
  const target = ESCALATION_TARGETS[level - 1];
  if (!target) return null;
  return target === 'hq' ? 'State HQ' : 'Area Command';
}

/** A value of an event's details: a station, a command or a level, however the server names it. */
function detailText(details: CaseEvent['details'], ...keys: string[]): string | null {
  for (const key of keys) {
    const value = details?.[key];
    if (typeof value === 'string' && value) return value;
    if (value && typeof value === 'object') {
      const named = value as { formation?: unknown; name?: unknown };
      if (typeof named.formation === 'string') return named.formation;
      if (typeof named.name === 'string') return named.name;
    }
  }
  return null;
}

/** One line saying what happened. */
export function eventTitle(event: CaseEvent): string {
  const d = event.details;
  switch (event.kind) {
    case 'status': {
      const status = normaliseStatus(event.status);
      if (status === 'new') return 'Report received';
      return `Status changed to ${status ? STATUS_LABELS[status] : event.status}`;
    }
    case 'note':
      return event.isPublic ? 'Note to the reporter' : 'Internal note';
    case 'acknowledged':
      return 'Acknowledged';
    case 'rerouted': {
      const to = detailText(d, 'toStation', 'toStationFormation', 'station', 'to');
      return to ? `Re-routed to ${to}` : 'Re-routed';
    }
    case 'escalated': {
      const target = d?.['to'];
      const level = typeof d?.['level'] === 'number' ? (d['level'] as number) : null;
      const label =
        target === 'hq'
          ? 'State HQ'
          : target === 'area-command'
            ? 'Area Command'
            : level
              ? escalationLabel(level)
              : null;
      const overdue = d?.['reason'] === 'overdue' ? ' (overdue)' : '';
      return label ? `Escalated to ${label}${overdue}` : `Escalated${overdue}`;
    }
    case 'map-visibility': {
      const hidden = d?.['hiddenFromMap'];
      return hidden === false
        ? 'Shown on the crime map'
        : hidden === true
          ? 'Hidden from the crime map'
          : 'Map visibility changed';
    }
    case 'message':
      return d?.['from'] === 'reporter' ? 'Message from the reporter' : 'Message to the reporter';
    case 'sms-delivery':
      return d?.['delivered'] === true
        ? "Text reached the reporter's phone"
        : "Text did not reach the reporter's phone";
    default:
      return 'Update';
  }
}

/** Who did it: their name and role, or the system. */
export function eventAuthor(event: Pick<CaseEvent, 'author' | 'kind'>): string {
  if (!event.author) return event.kind === 'message' ? 'The reporter' : 'SafeOgun (system)';
  const role = event.author.role in ROLE_LABELS ? ROLE_LABELS[event.author.role as Role] : event.author.role;
  return `${event.author.fullName ?? 'A former account'} · ${role}`;
}

/** The history as an officer reads it: newest first. */
export function newestFirst(history: readonly CaseEvent[]): CaseEvent[] {
  return [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
