/**
 * The incident types and police stations a report is checked and routed against, kept in memory per database (two
 * small tables read on every report otherwise: two of its round trips). Dropped when any process changes either
 * table (the `reference_changes` notifications, decision 026, subscribed in incidents.routes.ts), at once by the
 * process that changed it (administration), and in any case after 60 seconds, should a notification go missing.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidentTypes, stations } from '../../db/schema';

export type IncidentTypeRow = typeof incidentTypes.$inferSelect;
export type StationRow = typeof stations.$inferSelect;

const MAX_AGE_MS = 60_000;

interface Copy<T> {
  at: number;
  rows: Promise<T[]>;
}

function cachedTable<T>(load: (db: Db) => Promise<T[]>) {
  const copies = new WeakMap<Db, Copy<T>>();
  return {
    rows(db: Db): Promise<T[]> {
      const copy = copies.get(db);
      if (copy && Date.now() - copy.at < MAX_AGE_MS) return copy.rows;
      // A real promise, read once: a Drizzle query is a thenable that runs again each time it is awaited.
      const rows = Promise.resolve().then(() => load(db));
      // A failed read is not kept: the next report asks again.
      rows.catch(() => copies.delete(db));
      copies.set(db, { at: Date.now(), rows });
      return rows;
    },
    forget(db: Db) {
      copies.delete(db);
    },
  };
}

const types = cachedTable((db) => db.select().from(incidentTypes));
const allStations = cachedTable((db) => db.select().from(stations).orderBy(asc(stations.id)));

export async function incidentTypeById(db: Db, id: number): Promise<IncidentTypeRow | null> {
  return (await types.rows(db)).find((t) => t.id === id) ?? null;
}

export async function stationById(db: Db, id: number): Promise<StationRow | null> {
  return (await allStations.rows(db)).find((s) => s.id === id) ?? null;
}

/** The active stations of an LGA, by id. */
export async function activeStationsInLga(db: Db, lgaId: number): Promise<StationRow[]> {
  return (await allStations.rows(db)).filter((s) => s.lgaId === lgaId && s.isActive);
}

export function forgetIncidentTypes(db: Db): void {
  types.forget(db);
}

export function forgetStations(db: Db): void {
  allStations.forget(db);
}
