/**
 * Domain events of this app instance: a module announces what it has committed (a status change, a police note)
 * and other modules react (notifications), without either importing the other. The emitter belongs to the app, so
 * two apps in one process (tests) never hear each other.
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { IncidentStatus } from '@safeogun/contract/incidents';

export interface IncidentStatusChanged {
  incidentId: string;
  ticketId: string;
  /** The reporter's account; null for anonymous reports (nobody to notify but the tracking page). */
  userId: string | null;
  from: IncidentStatus;
  to: IncidentStatus;
  note: string;
  authorUserId: string | null;
  at: Date;
}

export interface AppEvents {
  /** An administrator added, renamed, deleted, (de)activated or marked sensitive an incident type (issue 14). */
  'reference.incident-types-changed': Record<string, never>;
  'incident.status-changed': IncidentStatusChanged;
  /** A public police note on a signed-in citizen's report. */
  'incident.police-note-added': { userId: string; incidentId: string; ticketId: string; note: string };
  /** A police message to a signed-in reporter (named or hidden; anonymous reporters read it by tracking ID). */
  'incident.message-sent': { userId: string; incidentId: string; ticketId: string; text: string };
  'incident.review-replied': { userId: string; incidentId: string; ticketId: string; reply: string };
  'sos.acknowledged': { userId: string; station: string | null };
  /** An SOS alert unacknowledged for `minutes` reached the Area Command or State HQ: its commanders are told. */
  'sos.escalated': {
    alertId: string;
    level: 'area' | 'hq';
    commanderIds: string[];
    lga: string | null;
    sentAt: Date;
    minutes: number;
  };
}

type Listener<K extends keyof AppEvents> = (event: AppEvents[K]) => void | Promise<void>;

export interface EventBus {
  /** Returns a function that removes the listener. */
  on<K extends keyof AppEvents>(name: K, listener: Listener<K>): () => void;
  /**
   * Runs every listener in turn and waits for them (the caller's answer follows its side effects). Call it after
   * the change is committed: a failing listener is logged and never undoes or fails the change.
   */
  emit<K extends keyof AppEvents>(name: K, event: AppEvents[K]): Promise<void>;
}

export function createEventBus(log: FastifyBaseLogger): EventBus {
  const listeners = new Map<keyof AppEvents, Set<Listener<never>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
    async emit(name, event) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          await (listener as Listener<typeof name>)(event);
        } catch (error) {
          log.error({ err: error, event: name }, 'event listener failed');
        }
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export default fp(
  async (app) => {
    app.decorate('events', createEventBus(app.log));
  },
  { name: 'events' },
);
