/**
 * The server's embedded database on a thread of its own (issue 17, start-up under 1.5 s;
 * docs/decisions/039-embedded-database-thread.md). PGlite runs PostgreSQL inside WebAssembly on the thread that
 * opens it: on the server's thread its open (about 0.6 s of PostgreSQL starting) could only follow the loading of the
 * server's code (about 0.8 s), one after the other on one core. Here a worker thread opens it on the other core while
 * this one loads and builds the app, and afterwards its statements run beside request handling instead of inside it.
 *
 * `startPgliteThread` is light (no PGlite, no drizzle) so that `main.ts` calls it before loading the rest. What it
 * returns answers the part of PGlite's interface the app uses (queries, transactions, LISTEN, a dump of the data
 * directory, close); a query sent before the database is open waits in the thread's queue.
 */
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { fromWire, type Request, type Response } from './pglite-thread-protocol';

/** What the app asks of an embedded database, on its own thread or this one. */
export type EmbeddedClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'dumpDataDir' | 'close'>;

export interface PgliteThread extends EmbeddedClient {
  /** Settles when PostgreSQL has started in the data directory (rejects with why it could not). */
  ready: Promise<void>;
  /** Settles, with why, if the thread stops other than by `close` (PostgreSQL aborted): nothing can be stored. */
  lost: Promise<Error>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Send = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The worker's module: beside this one, built (dist) or as TypeScript run by tsx (the tests). */
function spawn(dataDir: string): Worker {
  const url = new URL(`./pglite-thread-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);
  if (url.pathname.endsWith('.js')) return new Worker(url, { workerData: { dataDir } });
  const boot = `import { tsImport } from 'tsx/esm/api'; await tsImport(${JSON.stringify(url.href)}, import.meta.url);`;
  return new Worker(boot, { eval: true, workerData: { dataDir } });
}

/** Locks `dataDir` for this process, then opens the database in it on a new thread. */
export function startPgliteThread(dataDir: string): PgliteThread {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const worker = spawn(dataDir);
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let stopped: Error | null = null;
  let closing = false;
  let lose!: (error: Error) => void;
  const lost = new Promise<Error>((resolve) => (lose = resolve));
  let opened!: Pending;
  let isOpen = false;
  const ready = new Promise<void>(
    (resolve, reject) =>
      (opened = {
        resolve: () => {
          isOpen = true;
          resolve();
        },
        reject,
      }),
  );
  pending.set(0, opened);
  // Whoever starts the thread may load code before awaiting `ready`: a failed open waits for them, and is not an
  // unhandled rejection meanwhile.
  ready.catch(() => undefined);

  worker.on('message', (message: Response) => {
    if ('notify' in message) {
      for (const listener of listeners.get(message.notify) ?? []) listener(message.payload);
      return;
    }
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) call?.resolve(message.result);
    else call?.reject(fromWire(message.error));
  });
  // Once, for the first of the thread's 'error' and 'exit'.
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    // Before it opened, `ready` says why; after, `lost` does.
    if (isOpen && !closing) lose(error);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    unlock();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code}).`)));

  const call = <T>(request: Send): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const query = (tx?: number) =>
    (<T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode,
        textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
        tx,
      })) as EmbeddedClient['query'];
  const exec = (tx?: number) => ((sql: string) => call({ op: 'exec', sql, tx })) as EmbeddedClient['exec'];

  const client: PgliteThread = {
    ready,
    lost,
    query: query(),
    exec: exec(),
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let rolledBack = false;
      const transaction = {
        query: query(tx),
        exec: exec(tx),
        async rollback() {
          rolledBack = true;
        },
        get closed() {
          return rolledBack;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await work(transaction);
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: !rolledBack });
      return result;
    },
    async listen(channel: string, callback: (payload: string) => void) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await call({ op: 'listen', channel });
      }
      channelListeners.add(callback);
      return async () => {
        channelListeners.delete(callback);
        if (channelListeners.size === 0 && listeners.get(channel) === channelListeners) {
          listeners.delete(channel);
          await call({ op: 'unlisten', channel });
        }
      };
    },
    async dumpDataDir(compression = 'auto') {
      const { bytes, name, type } = await call<{ bytes: ArrayBuffer; name: string; type: string }>({
        op: 'dump',
        compression,
      });
      return new File([new Uint8Array(bytes)], name, { type });
    },
    async close() {
      if (stopped) return;
      closing = true;
      await call({ op: 'close' });
      await worker.terminate();
    },
  } as PgliteThread;
  return client;
}
