import type { Db } from '../../db/client';
import type { EventBus } from '../../plugins/events';
import type { AuditedActor } from '../audit/audit.service';

/** What the administration services need: the database, the clock, and the events that tell caches to forget. */
export interface AdministrationDeps {
  db: Db;
  now: () => Date;
  events: EventBus;
}

export type Actor = AuditedActor;
