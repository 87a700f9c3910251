/**
 * Statements whose SQL Drizzle builds once, for the writes every report submission makes (issue 17, decision 028).
 * Building a statement is not free: an INSERT into `incidents` (40 columns) took 0.13 ms of CPU to build, more than
 * sending it, and the builder ran on every call. Here it runs on the first call only, with a placeholder for each
 * value; later calls fill them in, each with its column's own encoding (JSON, dates), as the builder does. On
 * PostgreSQL the statement is also prepared by name once per connection, so the server parses and plans it once.
 *
 * Every value must be a placeholder (a value written into the builder would be frozen at the first call), and
 * every placeholder must be given a value (undefined does not mean the column's default here).
 */
import { is, Param, Placeholder, SQL, sql, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A statement's SQL and its placeholders: a query builder of `db` (any database: the text is the same), or SQL
 * written with Drizzle's `sql` for what the builders cannot say.
 */
type Build = (db: Db) => { toSQL(): Query } | SQL;

const dialect = new PgDialect();

/** What running a statement answers on both engines (node-postgres and PGlite): the rows, by column name. */
export interface StatementResult {
  rows: Record<string, unknown>[];
}

/** `{ name: placeholder('name'), ... }` for the builder's values. */
export function placeholders<K extends string>(...names: K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, Placeholder<K>>;
}

/** Where a value of the statement comes from: its placeholder's name, and its column's encoding if it has one. */
interface Slot {
  name: string;
  encode: ((value: unknown) => unknown) | null;
}

function slotsOf(statementName: string, params: unknown[]): Slot[] {
  return params.map((p) => {
    if (is(p, Placeholder)) return { name: p.name, encode: null };
    if (is(p, Param) && is(p.value, Placeholder)) {
      const { encoder } = p;
      return { name: p.value.name, encode: (value) => encoder.mapToDriverValue(value) };
    }
    throw new Error(`Statement ${statementName} has a value that is not a placeholder.`);
  });
}

/**
 * `name` (unique in the app) is the PostgreSQL prepared statement's. The returned function runs it on `db`, a
 * transaction too (a statement Drizzle prepares is bound to the connection it was made on, so only the SQL is kept).
 */
export function statement<Values extends Record<string, unknown>>(name: string, build: Build) {
  let built: { sql: string; slots: Slot[] } | null = null;
  return async (db: Db, values: Values): Promise<StatementResult> => {
    if (!built) {
      const source = build(db);
      const query = is(source, SQL) ? dialect.sqlToQuery(source) : source.toSQL();
      built = { sql: query.sql, slots: slotsOf(name, query.params) };
    }
    // As the builder encodes a value; null stays SQL NULL (Drizzle's own placeholders would encode it, as JSON
    // `null` or a failed date), and a missing value is an error, not the column's default.
    const params = built.slots.map(({ name: slot, encode }) => {
      const value = values[slot];
      if (value === undefined) throw new Error(`Statement ${name} has no value for ${slot}.`);
      return value === null || !encode ? value : encode(value);
    });
    const prepared = db._.session.prepareQuery({ sql: built.sql, params }, undefined, name, false);
    return (await prepared.execute()) as StatementResult;
  };
}
