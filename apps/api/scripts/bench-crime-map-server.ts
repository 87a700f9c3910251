/**
 * Child process of the crime map benchmark: the real app on the benchmark database, alone on its own
 * process (so the load generator does not share its event loop), logging as in production (LOG_LEVEL, default
 * info, to stdout). It talks to the benchmark over file descriptor 3: one JSON line with port and a token, then
 * the in-server timings of each load run when asked on stdin.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/db/prepare';
import { buildApp } from '../src/app';
import { refreshTokens, users } from '../src/db/schema';

const control = createWriteStream('', { fd: 3 });
const config = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: '0' });
const database = await prepareDatabase(config);
const app = await buildApp({ config, database });
// Time spent inside the server per map request (from request received to response sent), so the report can
// separate the app's own latency from queueing on a busy machine.
let times: number[] = [];
app.addHook('onResponse', async (request, reply) => {
  if (request.url.startsWith('/api/v1/crimeMap/all')) times.push(reply.elapsedTime);
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
const [user] = await database.db
  .insert(users)
  .values({ email, fullName: 'Bench Citizen', emailVerifiedAt: new Date() })
  .returning();
const familyId = randomUUID();
await database.db.insert(refreshTokens).values({
  userId: user!.id,
  familyId,
  tokenHash: randomUUID(),
  expiresAt: new Date(Date.now() + 86_400_000),
});
const { token } = await app.tokens.signAccess({ id: user!.id, role: user!.role, sessionId: familyId });
control.write(`${JSON.stringify({ port, token })}\n`);

// The parent writes 'stats' after each load run: answer the percentiles of that run and start afresh.
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'stats') return;
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  control.write(`${JSON.stringify({ n: sorted.length, p50: at(0.5), p99: at(0.99) })}\n`);
  times = [];
});

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
