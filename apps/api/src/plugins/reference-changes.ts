/**
 * Changes to reference data (LGAs, Area Commands, incident types, stations), heard by every API process: triggers
 * on those tables NOTIFY `reference_changes` with the table's name on commit (migration 0026), whichever process or
 * script wrote, and each process LISTENs and tells the owners of in-memory copies (the LGA areas that route new
 * reports, the crime map's LGAs and types) to drop them. Without it another process kept routing an LGA moved to
 * another Area Command to the old command, and showing a type just marked sensitive, until its copy expired.
 *
 * PostgreSQL: the listening connection is re-opened after a failure (pg-listener.ts); notifications sent while it
 * was down are lost, so every owner hears 'all' when it is lost and again when it is back. PGlite: one in-process
 * database whose own NOTIFY reaches its listener. The owners still bound their copies' age (decision 026), a safety
 * net should a notification ever go missing.
 */
import fp from 'fastify-plugin';
import { listenWithReconnect } from '../db/pg-listener';

export const REFERENCE_CHANGES_CHANNEL = 'reference_changes';
const TABLES = ['lgas', 'area_commands', 'incident_types', 'stations'] as const;
export type ReferenceTable = (typeof TABLES)[number];

/** The table that changed, or 'all' when changes may have been missed. */
export type ReferenceChange = ReferenceTable | 'all';

export interface ReferenceChanges {
  /** Calls `listener` on every change committed by any process; returns the function that stops it. */
  on(listener: (change: ReferenceChange) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    referenceChanges: ReferenceChanges;
  }
}

const isTable = (value: string): value is ReferenceTable => (TABLES as readonly string[]).includes(value);

export default fp(
  async (app) => {
    const listeners = new Set<(change: ReferenceChange) => void>();
    const tell = (change: ReferenceChange) => {
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch (error) {
          app.log.error({ err: error, change }, 'reference changes: a listener failed');
        }
      }
    };
    const onNotification = (payload: string) => {
      if (isTable(payload)) tell(payload);
      else app.log.warn({ payload }, 'reference changes: ignored an unknown table');
    };
    let stop: (() => Promise<void>) | null = null;

    app.decorate('referenceChanges', {
      on(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    } satisfies ReferenceChanges);

    app.addHook('onReady', async () => {
      const { listenPool, pglite } = app.database;
      if (listenPool) {
        const listener = listenWithReconnect(listenPool, {
          channel: REFERENCE_CHANGES_CHANNEL,
          log: app.log,
          onNotification,
          onLost: () => tell('all'),
          onReconnect: () => tell('all'),
        });
        stop = () => listener.close();
        await listener.ready();
      } else if (pglite) {
        try {
          const unlisten = await pglite.listen(REFERENCE_CHANGES_CHANNEL, onNotification);
          stop = () => unlisten();
        } catch (error) {
          app.log.warn({ err: error }, 'reference changes: could not listen; copies expire by age only');
        }
      }
    });
    app.addHook('onClose', async () => {
      listeners.clear();
      const close = stop;
      stop = null;
      if (close) await close().catch(() => undefined);
    });
  },
  { name: 'reference-changes' },
);
