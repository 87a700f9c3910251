/** Telling every open board that an alert changed, once the change is committed (decision 012). */
import type { BoardBusEvent, AlertPlace } from './board.bus';
import type { EventRow } from './board.repository';

export interface BoardDeps {
  /** Publishes to every process's open boards (the app's board bus). */
  publishToBoards(event: BoardBusEvent): Promise<void>;
  log: { warn(details: object, message: string): void };
}

/** Where an alert lies and whom it is assigned to, as the bus carries it. */
export function placeOf(
  alert: { lgaId: number | null; assignedStationId: number | null; assignedOfficerId: string | null },
  before?: { assignedStationId: number | null; assignedOfficerId: string | null },
): AlertPlace {
  const stations = [alert.assignedStationId, before?.assignedStationId].filter((id): id is number => id != null);
  const officers = [alert.assignedOfficerId, before?.assignedOfficerId].filter((id): id is string => id != null);
  return { lgaId: alert.lgaId, stationIds: [...new Set(stations)], officerIds: [...new Set(officers)] };
}

/**
 * Publishes a committed event. A failure is logged and never undoes the change: the boards catch up when they next
 * reconnect (their cursor) or reload.
 */
export async function announce(deps: BoardDeps, event: EventRow, place: AlertPlace): Promise<void> {
  try {
    await deps.publishToBoards({
      type: 'alert',
      eventId: event.id,
      alertId: event.alertId,
      kind: event.kind as Extract<BoardBusEvent, { type: 'alert' }>['kind'],
      at: event.createdAt.toISOString(),
      ...place,
    });
  } catch (error) {
    deps.log.warn({ err: error, alertId: event.alertId }, 'could not tell the SOS boards of a change');
  }
}
