/** The messages between the server's thread and the embedded database's (pglite-thread.ts, pglite-thread-worker.ts). */

/**
 * PostgreSQL's start runs much of its code once; V8's default budget optimises it anyway, about 0.5 s of CPU that
 * competes with the server's own start on two cores. Ten times the budget leaves the start to the baseline compiler
 * and still optimises what a running server calls often (docs/decisions/039-embedded-database-thread.md). Set by the
 * thread before it compiles PGlite, and by the built server before anything (V8 refuses a code cache made under other
 * flags).
 */
export const WASM_TIERING_FLAG = '--wasm-tiering-budget=18000000';

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'object' | 'array';
      /** Types whose text is kept as it came (the query's `parsers`). */
      textTypes?: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'dump'; compression: 'gzip' | 'none' | 'auto' }
  | { id: number; op: 'close' };

/** An error as it crosses: its name, message and PostgreSQL's fields (code, detail, constraint, ...). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** The answer to request `id` (0: the database opened, or did not), or a notification on a channel listened to. */
export type Response =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: WireError }
  | { notify: string; payload: string };

export function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again on this side, with this side's stack (where the caller awaited it). */
export function fromWire(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  return error;
}
