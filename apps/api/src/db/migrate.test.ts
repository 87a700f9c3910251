/**
 * `migrate`, which every start runs: a database lacking the newest migration gets it, and one that has it is found
 * up to date by the quick check, without drizzle's migrate (docs/decisions/028-submission-round-trips.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { migrationsFolder, openMigrationScratch, type MigrationScratch } from '../../test/migrations';
import type { Database } from './client';

const { entries } = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
/** Drizzle orders migrations by their journal time, not their place in the journal. */
const newest = entries.reduce((a, b) => (b.when > a.when ? b : a));

/** How many migrations the database has recorded, and whether the newest is among them. */
async function recorded(database: Database) {
  const result = (await database.db.execute(
    sql`select count(*)::int as n, bool_or(created_at = ${newest.when}) as "hasNewest" from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: [{ n: number; hasNewest: boolean }] };
  return result.rows[0];
}

let scratch: MigrationScratch;
beforeAll(async () => {
  scratch = await openMigrationScratch();
});
afterAll(() => scratch?.close());

it('applies the newest migration to a database that lacks it, then finds that database up to date', async () => {
  await scratch.migrateBefore(newest.tag);
  expect(await recorded(scratch.database)).toEqual({ n: entries.length - 1, hasNewest: false });

  expect(await scratch.database.migrate()).toBe('migrated');
  expect(await recorded(scratch.database)).toEqual({ n: entries.length, hasNewest: true });

  expect(await scratch.database.migrate()).toBe('up to date');
  expect(await recorded(scratch.database)).toEqual({ n: entries.length, hasNewest: true });
});

it('applies every migration to a new database, which has no migrations table yet', async () => {
  const { database, drop } = await openTestDatabase({ empty: true });
  try {
    expect(await database.migrate()).toBe('migrated');
    expect(await recorded(database)).toEqual({ n: entries.length, hasNewest: true });
    expect(await database.migrate()).toBe('up to date');
  } finally {
    await database.close();
    await drop();
  }
}, 60_000);
