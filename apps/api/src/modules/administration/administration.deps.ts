import type { Db } from '../../db/client';
import type { EventBus } from '../../plugins/events';

/** What the administration services need: the database, the clock, and the events that tell caches to forget. */
export interface AdministrationDeps {
  db: Db;
  now: () => Date;
  events: EventBus;
}

/** Who made a change, in which role, from where (recorded in the audit log). */
export interface Actor {
  id: string;
  role: string;
  ip: string;
}
