/**
 * For tests of a migration: an empty database migrated up to just before it, filled as the old schema had it, then
 * migrated the rest of the way.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './helpers';
import type { PGlite } from '@electric-sql/pglite';

export const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

export interface MigrationScratch {
  database: Database;
  /** Applies the migrations before `tag` (the tag of a migration's journal entry, e.g. '0012_sla-targets'). */
  migrateBefore(tag: string): Promise<void>;
  /** Applies every migration not applied yet. */
  migrateAll(): Promise<void>;
  close(): Promise<void>;
}

export async function openMigrationScratch(): Promise<MigrationScratch> {
  const { database, drop } = await openTestDatabase({ empty: true });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'safeogun-migrations-'));
  const migrateFrom = (folder: string) =>
    database.engine === 'pglite'
      ? // The tests' databases are PGlite itself (in memory, on this thread).
        migratePglite(drizzlePglite(database.pglite as PGlite), { migrationsFolder: folder })
      : migratePg(drizzlePg(database.pool!), { migrationsFolder: folder });
  return {
    database,
    async migrateBefore(tag) {
      cpSync(migrationsFolder, scratch, { recursive: true });
      const journalPath = path.join(scratch, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag === tag);
      if (at <= 0) throw new Error(`no migration ${tag} after the first`);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      await migrateFrom(scratch);
    },
    migrateAll: () => migrateFrom(migrationsFolder),
    async close() {
      await database.close();
      await drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
