/**
 * Backups taken by the server (decision 032):
 * - with BACKUP_DIR set, a snapshot every BACKUP_EVERY on the job queue (one process of several takes it), the
 *   last BACKUP_KEEP kept;
 * - on the embedded database, `POST /internal/backup` for `npm run backup` while the server runs: PGlite is this
 *   process's alone, so only it can read the database while serving. The route answers only a request from this
 *   machine (the socket's address, never a forwarded one) bearing DATA_DIR/secrets/backup-secret: whoever can read
 *   that file can read the whole DATA_DIR already.
 */
import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { loadOrCreateSecret } from '../../lib/secrets';
import {
  BackupError,
  listSnapshots,
  pruneSnapshots,
  scheduledName,
  snapshotBytes,
  writeSnapshot,
  type DatabaseSource,
  type Manifest,
} from './snapshot';

export const BACKUP_QUEUE = 'backup';
export const BACKUP_SECRET = 'backup-secret';
export const INTERNAL_BACKUP_PATH = '/internal/backup';

export interface BackupPluginOptions {
  dataDir: string;
  version: string;
  dir: string | undefined;
  everySeconds: number;
  keep: number;
}

export interface LastBackup {
  name: string;
  createdAt: string;
  sizeBytes: number;
  engine: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      /** BACKUP_DIR and BACKUP_EVERY (null when scheduled backups are off). */
      directory: string | null;
      everySeconds: number | null;
      /** The newest snapshot in BACKUP_DIR, null when none (or no BACKUP_DIR). */
      last(): Promise<LastBackup | null>;
      /** Writes a snapshot of this install to `target` (the queue's job and the internal route). */
      take(target: string): Promise<Manifest>;
    };
  }
}

/** Where this process reads its database from for a snapshot: its own PGlite, or pg_dump on its pool's database. */
function databaseSource(database: Database): DatabaseSource {
  if (database.pglite) return { engine: 'pglite', pglite: database.pglite };
  return { engine: 'postgres', databaseUrl: database.pool!.options.connectionString! };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const bodySchema = z.object({
  target: z
    .string()
    .min(1)
    .refine((t) => path.isAbsolute(t), 'must be an absolute path'),
});

export default fp<BackupPluginOptions>(
  async (app, opts) => {
    const take = (target: string) =>
      writeSnapshot({
        target,
        database: databaseSource(app.database),
        dataDir: opts.dataDir,
        appVersion: opts.version,
        now: app.clock.now(),
      });

    async function last(): Promise<LastBackup | null> {
      if (!opts.dir) return null;
      const newest = (await listSnapshots(opts.dir)).at(-1);
      if (!newest) return null;
      return {
        name: newest.name,
        createdAt: newest.manifest.createdAt,
        sizeBytes: snapshotBytes(newest.manifest),
        engine: newest.manifest.engine,
      };
    }

    app.decorate('backups', {
      directory: opts.dir ?? null,
      everySeconds: opts.dir ? opts.everySeconds : null,
      last,
      take,
    });

    if (opts.dir) {
      const dir = opts.dir;
      app.jobs.every(
        BACKUP_QUEUE,
        opts.everySeconds * 1000,
        async () => {
          const started = Date.now();
          const name = scheduledName(app.clock.now());
          const manifest = await take(path.join(dir, name));
          const removed = await pruneSnapshots(dir, opts.keep);
          app.log.info(
            { backup: name, bytes: snapshotBytes(manifest), ms: Date.now() - started, removed },
            'backup written',
          );
        },
        // A large database takes minutes to dump; a crashed run is taken over after an hour.
        { timeoutMs: 3600_000, lockTimeoutMs: 3600_000 },
      );
    }

    if (!app.database.pglite) return;
    const secret = Buffer.from(loadOrCreateSecret(opts.dataDir, BACKUP_SECRET));
    app.post(INTERNAL_BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
      const fromHere = LOOPBACK.has(request.socket.remoteAddress ?? '');
      if (!fromHere || given.length !== secret.length || !timingSafeEqual(given, secret)) {
        return reply.status(404).send({ success: false, message: `No such endpoint: POST ${INTERNAL_BACKUP_PATH}` });
      }
      const body = bodySchema.safeParse(request.body);
      if (!body.success) {
        return reply.status(400).send({ success: false, message: 'target: must be an absolute path' });
      }
      try {
        const manifest = await take(body.data.target);
        return { success: true, message: 'Backup written', data: { manifest } };
      } catch (error) {
        if (error instanceof BackupError) return reply.status(409).send({ success: false, message: error.message });
        throw error;
      }
    });
  },
  { name: 'backups', dependencies: ['jobs', 'clock'] },
);
