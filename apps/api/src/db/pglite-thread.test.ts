import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import { newsArticles } from './schema';

const folder = mkdtempSync(path.join(os.tmpdir(), 'safeogun-thread-'));
const dataDir = path.join(folder, 'pgdata');
let thread: PgliteThread;
let database: Database;

beforeAll(async () => {
  thread = startPgliteThread(dataDir);
  database = await openDatabase({ thread });
  await database.migrate();
  await thread.exec('create table notes (id int primary key, body text not null)');
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('answers queries with their parameters, rows and fields', async () => {
    const result = await thread.query<{ n: number; t: string }>('select $1::int + 1 as n, $2::text as t', [41, 'Ọ̀ṣun']);
    expect(result.rows).toEqual([{ n: 42, t: 'Ọ̀ṣun' }]);
    expect(result.fields.map((field) => field.name)).toEqual(['n', 't']);
  });

  it("gives PostgreSQL's errors with their codes and details, as on one thread", async () => {
    await thread.query('insert into notes values (1, $1)', ['first']);
    const duplicate = await thread
      .query('insert into notes values (1, $1)', ['again'])
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
      message: expect.stringContaining('duplicate key'),
    });
    await expect(thread.query('select 1/0')).rejects.toMatchObject({ code: '22012' });
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes values (2, $1)', ['kept']);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into notes values (3, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await thread.query<{ id: number }>('select id from notes order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('holds other statements until a transaction ends, as PGlite on one thread does', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into notes values (4, $1)', ['inside']);
      await held;
      seen.push('transaction');
    });
    const outside = thread.query('select count(*)::int as n from notes').then((result) => {
      seen.push('outside');
      return result.rows[0] as { n: number };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual({ n: 3 });
    expect(seen).toEqual(['transaction', 'outside']);
  });

  it('runs drizzle: its transactions, and timestamps kept as the text drizzle maps itself', async () => {
    const slug = `thread-test-${Date.now()}`;
    const published = new Date('2026-11-27T10:30:00.000Z');
    await database.db.transaction(async (tx) => {
      await tx
        .insert(newsArticles)
        .values({ slug, title: 'On its own thread', bodyText: '-', datePublished: published });
    });
    const [row] = await database.db
      .select({ title: newsArticles.title, datePublished: newsArticles.datePublished })
      .from(newsArticles)
      .where(eq(newsArticles.slug, slug));
    expect(row).toEqual({ title: 'On its own thread', datePublished: published });
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('thread_test', (payload) => heard.push(payload));
    await thread.query("select pg_notify('thread_test', 'one')");
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await thread.query("select pg_notify('thread_test', 'two')");
    await thread.query('select 1');
    expect(heard).toEqual(['one']);
  });

  it('dumps its data directory as a gzip archive', async () => {
    const dump = await thread.dumpDataDir('gzip');
    const tar = gunzipSync(Buffer.from(await dump.arrayBuffer()));
    expect(tar.toString('latin1')).toContain('PG_VERSION');
  });
});

describe('the data directory of a database on its thread', () => {
  it('is locked to this process from the start, and freed when the database closes', async () => {
    const dir = path.join(folder, 'locked');
    const own = startPgliteThread(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await own.ready;
    await own.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await expect(own.query('select 1')).rejects.toThrow("The embedded database's thread stopped");
  }, 60_000);
});

describe('a database that cannot open on its thread', () => {
  it('says why when asked whether it is ready, refuses statements, and frees the data directory', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'safeogun-thread-'));
    // A data directory of a PostgreSQL version this one cannot read.
    writeFileSync(path.join(broken, 'PG_VERSION'), '9\n');
    try {
      const failing = startPgliteThread(broken);
      await expect(failing.ready).rejects.toThrow();
      await expect(failing.query('select 1')).rejects.toThrow();
      const again = startPgliteThread(broken);
      await expect(again.ready).rejects.toThrow();
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 60_000);
});
