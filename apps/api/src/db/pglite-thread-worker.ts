/**
 * The embedded database on a thread of its own (pglite-thread.ts has the why): opens PGlite in the data directory
 * it is given, says when it is ready, then runs what the server's thread sends it. PGlite orders the statements
 * itself (a transaction holds it until it ends), as it does on one thread.
 */
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { pgliteArtifacts } from './pglite-artifacts';
import { WASM_TIERING_FLAG, toWire, type Request, type Response } from './pglite-thread-protocol';

setFlagsFromString(WASM_TIERING_FLAG);
// V8 compiles PGlite's WebAssembly on threads of its own while this one loads PGlite's JavaScript (half a megabyte,
// imported below rather than above for that reason).
void pgliteArtifacts();

const port = parentPort!;
const send = (message: Response, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const answer = (id: number, result: unknown, transfer: ArrayBuffer[] = []) => send({ id, ok: true, result }, transfer);
const refuse = (id: number, error: unknown) => send({ id, ok: false, error: toWire(error) });

let pglite: PGlite;
try {
  const [embedded, { pgliteOptions }] = await Promise.all([import('@electric-sql/pglite'), import('./pglite-options')]);
  pglite = new embedded.PGlite(await pgliteOptions((workerData as { dataDir: string }).dataDir));
  await pglite.waitReady;
} catch (error) {
  send({ id: 0, ok: false, error: toWire(error) });
  process.exit(1);
}
send({ id: 0, ok: true, result: null });

/** Open transactions by number: each waits for the server's word to commit or roll back. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; endId?: number }>();
let nextTransaction = 1;
const unlisteners = new Map<string, () => Promise<void>>();
/** A type named in a query's `parsers` keeps its text: drizzle's parsers do that, and functions cannot cross. */
const keepText = (text: string) => text;

const target = (tx: number | undefined) => (tx === undefined ? pglite : transactions.get(tx)!.tx);

function begin(id: number) {
  const number = nextTransaction++;
  let began = false;
  pglite
    .transaction(async (tx) => {
      began = true;
      const ended = new Promise<boolean>((resolve) => transactions.set(number, { tx, end: resolve }));
      answer(id, number);
      if (!(await ended)) await tx.rollback();
    })
    .then(
      () => answer(transactions.get(number)!.endId!, null),
      (error: unknown) => refuse(began ? transactions.get(number)!.endId! : id, error),
    )
    .finally(() => transactions.delete(number));
}

async function handle(request: Request): Promise<void> {
  switch (request.op) {
    case 'query': {
      const parsers = request.textTypes && Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
      const result = await target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        ...(parsers ? { parsers } : {}),
      });
      return answer(request.id, result);
    }
    case 'exec':
      return answer(request.id, await target(request.tx).exec(request.sql));
    case 'begin':
      return begin(request.id);
    case 'end': {
      const transaction = transactions.get(request.tx)!;
      transaction.endId = request.id;
      return transaction.end(request.commit);
    }
    case 'listen':
      if (!unlisteners.has(request.channel)) {
        const channel = request.channel;
        unlisteners.set(channel, await pglite.listen(channel, (payload) => send({ notify: channel, payload })));
      }
      return answer(request.id, null);
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return answer(request.id, null);
    case 'dump': {
      const file = await pglite.dumpDataDir(request.compression);
      const bytes = await file.arrayBuffer();
      const name = file instanceof File ? file.name : 'pgdata.tar.gz';
      return answer(request.id, { bytes, name, type: file.type }, [bytes]);
    }
    case 'close':
      await pglite.close();
      answer(request.id, null);
      return port.close();
  }
}

port.on('message', (request: Request) => handle(request).catch((error: unknown) => refuse(request.id, error)));
