/**
 * Shared by the benchmarks' child processes (bench-*-server.ts): the real app on the benchmark database (the
 * embedded one on its own thread, as the server opens it), alone in its own process (so the load generator does not
 * share its event loop), logging as in production (LOG_LEVEL, default info, to stdout). It talks to the benchmark
 * over file descriptor 3 (`send`) and answers 'stats' on stdin with the in-server timings of the requests under
 * `urlPrefix` since the last call.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/db/prepare';
import { startPgliteThread } from '../src/db/pglite-thread';
import { buildApp } from '../src/app';
import { refreshTokens, users } from '../src/db/schema';

type NewUser = typeof users.$inferInsert;

export async function startBenchServer(urlPrefix: string) {
  const control = createWriteStream('', { fd: 3 });
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: '0' });
  // The embedded database on its own thread, as the server runs it (main.ts).
  const thread = 'pgliteDir' in config.database ? startPgliteThread(config.database.pgliteDir!) : undefined;
  const database = await prepareDatabase(config, thread);
  const app = await buildApp({ config, database });
  // Time spent inside the server per measured request (from request received to response sent), so the report
  // can separate the app's own latency from queueing on a busy machine.
  let times: number[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith(urlPrefix)) times.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** Writes one JSON line to the benchmark. */
  const send = (value: unknown) => control.write(`${JSON.stringify(value)}\n`);

  /** A new verified user with a live session; answers their access token. */
  async function signIn(values: Omit<NewUser, 'emailVerifiedAt'>) {
    const [user] = await database.db
      .insert(users)
      .values({ ...values, emailVerifiedAt: new Date() })
      .returning();
    const familyId = randomUUID();
    await database.db.insert(refreshTokens).values({
      userId: user!.id,
      familyId,
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return (await app.tokens.signAccess({ id: user!.id, role: user!.role, sessionId: familyId })).token;
  }

  /** Commands the parent writes on stdin, one a line, each answered with one JSON line. */
  const commands = new Map<string, () => object | Promise<object>>();
  createInterface({ input: process.stdin }).on('line', (line) => {
    const command = commands.get(line.trim());
    if (command) void Promise.resolve(command()).then(send);
  });
  const answer = (command: string, fn: () => object | Promise<object>) => commands.set(command, fn);

  /**
   * The parent writes 'stats' after each load run: `report` gets the sorted in-server times of that run and a
   * percentile reader, and its answer is sent; then the count starts afresh.
   */
  function answerStats(report: (sorted: number[], at: (p: number) => number) => object) {
    answer('stats', () => {
      const sorted = times.sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
      const stats = report(sorted, at);
      times = [];
      return stats;
    });
  }

  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });

  return { port, database, send, signIn, answer, answerStats };
}
