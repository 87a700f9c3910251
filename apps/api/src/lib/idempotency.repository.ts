import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { placeholders, statement } from '../db/statements';

export async function findIdempotencyRecord(db: Db, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

const claim = statement<{ scope: string; key: string; requestHash: string; response: object }>(
  'idempotency_claim',
  (db) =>
    db
      .insert(idempotencyKeys)
      .values(placeholders('scope', 'key', 'requestHash', 'response'))
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
);

/**
 * Inside a transaction: claims the key for this request in one statement, the check and the insert together.
 * Answers false when another request holds it: a concurrent duplicate waits here on the key's primary key until
 * the first commits (then false: read its answer) or rolls back (then this one claims it), so only one does the
 * work and writes its files. The record is stored with `response`: the answer itself when it is known before the
 * work, else an empty one filled by `storeIdempotencyResponse` before the same transaction commits; either way no
 * other request reads it before the commit.
 */
export async function claimIdempotencyKey(
  tx: Db,
  record: { scope: string; key: string; requestHash: string; response: object },
) {
  return (await claim(tx, record)).rows.length === 1;
}

const storeResponse = statement<{ scope: string; key: string; response: object }>('idempotency_store', (db) =>
  db
    .update(idempotencyKeys)
    .set(placeholders('response'))
    .where(and(eq(idempotencyKeys.scope, sql.placeholder('scope')), eq(idempotencyKeys.key, sql.placeholder('key')))),
);

export async function storeIdempotencyResponse(tx: Db, scope: string, key: string, response: object) {
  await storeResponse(tx, { scope, key, response });
}

/** A key's claim as `claimedInsert` takes it: the record, with the answer known before the row is written. */
export interface KeyClaim {
  scope: string;
  key: string;
  requestHash: string;
  response: object;
}

/** The claim's placeholders, named apart from any column of the row. */
interface ClaimValues {
  claimScope: string;
  claimKey: string;
  claimHash: string;
  claimResponse: object;
}

/** A column of `table` by its key; a key that names none fails the statement's definition. */
function columnsNamed(statementName: string, table: PgTable) {
  const columns = getTableColumns(table);
  return (k: string) => {
    const column = columns[k];
    if (!column) throw new Error(`Statement ${statementName}: ${k} is not a column of the table.`);
    return column;
  };
}

/**
 * One statement that claims the key and, only when it claimed it, inserts one row (`keys`: the columns of `table`
 * it sets, each from the value of the same name): a write without files in one round trip instead of a
 * transaction's four (begin, claim, insert, commit). One statement is atomic, so the row and the key's record are
 * written together or not at all, and a duplicate waits on the key as in `claimIdempotencyKey`. The row's values
 * are cast to their columns' types: a SELECT list, unlike VALUES, does not take them from the columns. The
 * returned function answers whether it claimed the key and wrote the row (false: the key is taken, read its answer).
 */
export function claimedInsert<Row extends Record<string, unknown>>(name: string, table: PgTable, keys: string[]) {
  const columnOf = columnsNamed(name, table);
  const list = (part: (k: string) => SQL) => sql.join(keys.map(part), sql`, `);
  const run = statement<Row & ClaimValues>(name, (db) => {
    const claim = db
      .insert(idempotencyKeys)
      .values({
        scope: sql.placeholder('claimScope'),
        key: sql.placeholder('claimKey'),
        requestHash: sql.placeholder('claimHash'),
        response: sql.placeholder('claimResponse'),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const typed = (k: string) =>
      sql`${sql.param(sql.placeholder(k), columnOf(k))}::${sql.raw(columnOf(k).getSQLType())}`;
    // Drizzle puts an embedded query in parentheses.
    return sql`with claim as ${claim}
      insert into ${table} (${list((k) => sql`${sql.identifier(columnOf(k).name)}`)})
      select ${list(typed)} where exists (select 1 from claim)
      returning 1 as written`;
  });
  return async (db: Db, claim: KeyClaim, row: Row) => {
    const { scope, key, requestHash, response } = claim;
    const values = { ...row, claimScope: scope, claimKey: key, claimHash: requestHash, claimResponse: response };
    return (await run(db, values)).rows.length === 1;
  };
}

/** A value as its column stores it (dates as ISO text), JSON as itself, for a JSON array of rows. */
function asJsonField(column: PgColumn, value: unknown) {
  if (value === null || value === undefined) return null;
  return column.dataType === 'json' ? value : column.mapToDriverValue(value);
}

/** A row for `claimedInsertMany`, with its key's claim (null: a request without an Idempotency-Key). */
export interface ClaimedRow<Row> {
  claim: KeyClaim | null;
  row: Row;
}

/**
 * `claimedInsert` for several rows in one statement (lib/write-batches.ts): each row is written when it has no key
 * or when this statement claimed its key. The rows cross as one JSON array read back by `jsonb_to_recordset`, whose
 * column list types each value, so the statement's text is the same for any number of rows and is prepared once.
 * No two rows may share a key (the batches keep them apart: both would be written). The returned function answers,
 * in the rows' order, whether each was written.
 */
export function claimedInsertMany<Row extends Record<string, unknown>>(
  name: string,
  table: PgTable,
  keys: string[],
  idColumn: string,
) {
  const columnOf = columnsNamed(name, table);
  const id = columnOf(idColumn);
  const fields = keys.map((k) => ({ key: k, column: columnOf(k) }));
  const names = fields.map(({ column }) => sql.identifier(column.name));
  const typed = sql.join(
    fields.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const { scope, key, requestHash, response } = getTableColumns(idempotencyKeys);
  const run = statement<{ rows: string }>(name, () => {
    return sql`with input as (
        select * from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as t(${typed},
          claim_scope text, claim_key text, claim_hash text, claim_response jsonb, position integer)
      ),
      claim as (
        insert into ${idempotencyKeys} (${sql.identifier(scope.name)}, ${sql.identifier(key.name)},
          ${sql.identifier(requestHash.name)}, ${sql.identifier(response.name)})
        select claim_scope, claim_key, claim_hash, claim_response from input where claim_key is not null
        on conflict do nothing
        returning ${sql.identifier(scope.name)} as claim_scope, ${sql.identifier(key.name)} as claim_key
      )
      insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(names, sql`, `)} from input
      where input.claim_key is null
        or exists (select 1 from claim where claim.claim_scope = input.claim_scope and claim.claim_key = input.claim_key)
      order by input.position
      returning ${sql.identifier(id.name)} as written`;
  });
  return async (db: Db, rows: ClaimedRow<Row>[]): Promise<boolean[]> => {
    const payload = rows.map(({ claim, row }, position) => {
      const record: Record<string, unknown> = { position };
      for (const { key: k, column } of fields) record[column.name] = asJsonField(column, row[k]);
      record.claim_scope = claim?.scope ?? null;
      record.claim_key = claim?.key ?? null;
      record.claim_hash = claim?.requestHash ?? null;
      record.claim_response = claim?.response ?? null;
      return record;
    });
    const written = new Set((await run(db, { rows: JSON.stringify(payload) })).rows.map((r) => String(r.written)));
    return rows.map(({ row }) => written.has(String(row[idColumn])));
  };
}
