/**
 * Moves an install on the embedded database (PGlite in DATA_DIR/pgdata) into an empty PostgreSQL database, every
 * row as it was: `npm run db:move-to-postgres` (move-to-postgres-cli.ts). The server must be stopped (PGlite is one
 * process's alone). Evidence files stay in DATA_DIR/uploads (`npm run storage:copy` moves them to a bucket).
 *
 * How: the target is migrated by the same migrations as the source (never seeded: reference data comes with the
 * copy, and the seeding at the next start finds it there), then in one transaction on the target every table of the
 * public schema is copied with COPY in text format, parents before children, with the tables' own triggers off so
 * that nothing is derived again (the SLA deadlines, the rollup counts, the audit log's refusal of changes); each
 * table's row count is checked, sequences set, the audit chain verified, and the generated secrets of
 * DATA_DIR/secrets written into server_secrets. Anything wrong rolls the whole copy back.
 *
 * Why COPY in text format: it is each type's own output and input function on both sides (jsonb, arrays, enums,
 * timestamps with time zone at full precision, bytea as hex, floats exact with extra_float_digits), so a value comes
 * back as it was with no cast written by hand, and it is the fastest way in. Binary COPY is not portable here: it
 * carries type OIDs (an array of an enum names the enum's OID, which differs between the two databases).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase, type Database, type Db } from './db/client';
import { PREPARE_LOCK_KEY } from './db/prepare';
import * as schema from './db/schema';
import { SHARED_SECRETS } from './lib/secrets';
import { verifyAuditChain } from './modules/audit/audit.service';
import type { EmbeddedClient } from './db/pglite-thread';

export class MoveError extends Error {}

export interface MoveOptions {
  dataDir: string;
  databaseUrl: string;
  /** Told of each table once it is copied. */
  onTable?: (table: string, rows: number) => void;
}

export interface MoveReport {
  tables: { table: string; rows: number }[];
  sequences: number;
  auditEntries: number;
  /** The generated secrets of DATA_DIR/secrets now in server_secrets. */
  secrets: string[];
}

/** Both sessions print and read values alike, whatever the servers' defaults. */
const SESSION_SETTINGS = [
  "set DateStyle = 'ISO, YMD'",
  "set IntervalStyle = 'postgres'",
  "set TimeZone = 'UTC'",
  'set extra_float_digits = 3',
  "set bytea_output = 'hex'",
  "set client_encoding = 'UTF8'",
];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Table {
  name: string;
  /** The columns a row is written with, in table order (generated columns are computed by the target). */
  columns: string[];
}

/** Tables of the public schema with their writable columns (the same catalog query on both engines). */
const TABLES_SQL = `
  select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  where n.nspname = 'public' and c.relkind in ('r', 'p')
  group by c.relname
  order by c.relname`;

const FOREIGN_KEYS_SQL = `
  select c.relname as child, p.relname as parent
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  join pg_class p on p.oid = k.confrelid
  join pg_namespace n on n.oid = c.relnamespace
  where k.contype = 'f' and n.nspname = 'public'`;

/** Sequences of the public schema, with the column that owns each (serial, bigserial, identity), if any. */
const SEQUENCES_SQL = `
  select s.relname as name, t.relname as "table", a.attname as "column"
  from pg_class s
  join pg_namespace n on n.oid = s.relnamespace
  left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
  left join pg_class t on t.oid = d.refobjid
  left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
  where n.nspname = 'public' and s.relkind = 'S'
  order by s.relname`;

/** Parents before children; a table referring to itself is fine within one COPY. */
export function foreignKeyOrder(tables: string[], keys: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of keys) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) {
      throw new MoveError(
        `The tables ${tables.filter((t) => !placed.has(t)).join(', ')} refer to each other in a cycle: no order copies them.`,
      );
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

async function openSource(dataDir: string): Promise<Database> {
  const pgliteDir = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new MoveError(
      `${pgliteDir} holds no embedded database: set DATA_DIR to the folder the server ran with (it holds pgdata/).`,
    );
  }
  try {
    return await openDatabase({ pgliteDir });
  } catch (error) {
    // The data-dir lock says which process holds it and what to do.
    if (/in use by another SafeOgun process/.test((error as Error).message)) {
      throw new MoveError((error as Error).message);
    }
    throw error;
  }
}

/** The first table of the target that holds a row, or null: the move copies only into a database holding nothing. */
async function firstTableWithRows(client: pg.Client): Promise<string | null> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
       and n.nspname not like 'pg_toast%'
     order by 1, 2`,
  );
  for (const { schema: nsp, name } of tables) {
    const { rows } = await client.query<{ any: boolean }>(
      `select exists (select from ${quote(nsp)}.${quote(name)}) as any`,
    );
    if (rows[0]!.any) return `${nsp}.${name}`;
  }
  return null;
}

async function sourceTables(pglite: EmbeddedClient): Promise<Table[]> {
  return (await pglite.query<Table>(TABLES_SQL)).rows;
}

const sameColumns = (a: Table, b: Table | undefined) =>
  b !== undefined && a.columns.length === b.columns.length && a.columns.every((c, i) => c === b.columns[i]);

async function copyTable(pglite: EmbeddedClient, client: pg.Client, table: Table): Promise<number> {
  const columns = table.columns.map(quote).join(', ');
  const out = await pglite.query(`copy ${quote(table.name)} (${columns}) to '/dev/blob'`);
  // An empty table writes no blob.
  const blob = out.blob ?? new Blob([]);
  const into = client.query(copyFrom(`copy ${quote(table.name)} (${columns}) from stdin`));
  await pipeline(Readable.fromWeb(blob.stream() as WebReadableStream), into);
  return Number(into.rowCount);
}

async function count(query: (sql: string) => Promise<{ rows: { n: number }[] }>, table: string) {
  return (await query(`select count(*)::int as n from ${quote(table)}`)).rows[0]!.n;
}

/** Copies every row of DATA_DIR's embedded database into the empty PostgreSQL database of `databaseUrl`. */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const source = await openSource(options.dataDir);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  try {
    // An older install is brought to this version first, so both databases have the same tables.
    await source.migrate();
    const pglite = source.pglite!;
    for (const setting of SESSION_SETTINGS) await pglite.exec(setting);

    await client.connect();
    // A server started on the target meanwhile waits at its preparation, then finds the copy there.
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    const occupied = await firstTableWithRows(client);
    if (occupied) {
      throw new MoveError(
        `The database named by DATABASE_URL is not empty (${occupied} holds rows): the move never writes over an install. Create a new, empty database and point DATABASE_URL at it.`,
      );
    }
    const target = await openDatabase({ databaseUrl: options.databaseUrl });
    await target.migrate().finally(() => target.close());

    const tables = (await client.query<Table>(TABLES_SQL)).rows;
    const fromTables = new Map((await sourceTables(pglite)).map((t) => [t.name, t]));
    const differing = tables.filter((t) => !sameColumns(t, fromTables.get(t.name))).map((t) => t.name);
    if (differing.length > 0 || fromTables.size !== tables.length) {
      throw new MoveError(
        `The two databases' tables differ after migrating (${differing.join(', ') || 'a table of one is not in the other'}): move with the same SafeOgun version that last ran on DATA_DIR.`,
      );
    }
    const order = foreignKeyOrder(
      tables.map((t) => t.name),
      (await client.query<{ child: string; parent: string }>(FOREIGN_KEYS_SQL)).rows,
    );
    const byName = new Map(tables.map((t) => [t.name, t]));

    const report: MoveReport = { tables: [], sequences: 0, auditEntries: 0, secrets: [] };
    await client.query('begin');
    try {
      for (const setting of SESSION_SETTINGS) await client.query(setting);
      // The tables' own triggers would derive again what the copied rows already hold, or refuse the copy (the
      // audit log's); foreign-key checks are the system's and stay on. Only the table owner (who migrated) may.
      const { rows: triggers } = await client.query<{ table: string; name: string }>(
        `select c.relname as table, t.tgname as name from pg_trigger t
         join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D'`,
      );
      for (const t of triggers) await client.query(`alter table ${quote(t.table)} disable trigger ${quote(t.name)}`);

      for (const name of order) {
        const copied = await copyTable(pglite, client, byName.get(name)!);
        const expected = await count((sql) => pglite.query<{ n: number }>(sql), name);
        const found = await count((sql) => client.query<{ n: number }>(sql), name);
        if (copied !== expected || found !== expected) {
          throw new MoveError(
            `${name}: ${expected} rows in the embedded database, ${found} in PostgreSQL after copying ${copied}. Nothing was moved.`,
          );
        }
        report.tables.push({ table: name, rows: found });
        options.onTable?.(name, found);
      }

      for (const t of triggers) await client.query(`alter table ${quote(t.table)} enable trigger ${quote(t.name)}`);

      // Each sequence goes on from where it stood (never below its column's largest value), so no new row takes
      // an id a copied one has.
      const { rows: sequences } = await client.query<{ name: string; table: string | null; column: string | null }>(
        SEQUENCES_SQL,
      );
      for (const seq of sequences) {
        const { rows: state } = await pglite.query<{ last: string; called: boolean }>(
          `select last_value::text as last, is_called as called from ${quote(seq.name)}`,
        );
        let last = BigInt(state[0]!.last);
        let called = state[0]!.called;
        if (seq.table && seq.column) {
          const { rows } = await client.query<{ max: string | null }>(
            `select max(${quote(seq.column)})::text as max from ${quote(seq.table)}`,
          );
          const max = rows[0]!.max === null ? null : BigInt(rows[0]!.max);
          if (max !== null && (max > last || (max === last && !called))) [last, called] = [max, true];
        }
        await client.query('select setval($1::regclass, $2::bigint, $3)', [quote(seq.name), last.toString(), called]);
        report.sequences += 1;
      }

      // The embedded install kept its generated secrets in DATA_DIR/secrets; on PostgreSQL they are the database's
      // (decision 034), so processes on other machines, with a DATA_DIR of their own, keep its sessions, signed
      // links and channel callback URLs good, and read its evidence.
      for (const name of SHARED_SECRETS) {
        const file = path.join(options.dataDir, 'secrets', name);
        if (!existsSync(file)) continue;
        await client.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
          name,
          readFileSync(file, 'utf8').trim(),
        ]);
        report.secrets.push(name);
      }

      // Copied hash for hash, the chain must verify exactly as it did in the embedded database.
      const before = await verifyAuditChain(source.db);
      const after = await verifyAuditChain(drizzle(client, { schema }) as unknown as Db);
      if (before.valid !== after.valid || before.checked !== after.checked) {
        throw new MoveError(
          `The audit chain verified ${before.valid ? 'whole' : 'broken'} over ${before.checked} entries in the embedded database but ${after.valid ? 'whole' : 'broken'} over ${after.checked} in PostgreSQL. Nothing was moved.`,
        );
      }
      report.auditEntries = after.checked;
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    return report;
  } finally {
    await client.end().catch(() => undefined);
    await source.close();
  }
}
