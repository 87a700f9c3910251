/** The load of the submission benchmarks (bench:submit, bench:multi): signed-in citizens filing reports. */
import http from 'node:http';
import { randomUUID } from 'node:crypto';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

/** A JSON body `{ data }`, as the web app sends a report without media (a report with files goes as multipart). */
export function reportBody(typeId: number, n: number) {
  const data = {
    incidentTypeId: typeId,
    isDraft: false,
    address: `${1 + (n % 90)} Oke-Ilewo Road, Abeokuta`,
    description: `Benchmark report ${n}: a phone was snatched near the market.`,
    isIdentityHidden: false,
    isLocationHidden: false,
    isAnonymous: false,
    channel: 'web',
    stationId: null,
    // Around Abeokuta South, spread a little so the LGA and the nearest station are really looked up.
    latitude: 7.1475 + ((n % 50) - 25) * 0.0004,
    longitude: 3.3619 + ((n % 40) - 20) * 0.0004,
  };
  return { body: Buffer.from(JSON.stringify({ data })), contentType: 'application/json' };
}

export interface Tally {
  latencies: number[];
  acknowledged: number;
  errors: Map<number, number>;
}

/**
 * Closed loop: `clients` citizens each file, wait for the answer and file again, until `until`; each request goes to
 * the next of `ports` in turn (several processes without a load balancer in between).
 */
export async function surge(
  ports: number[],
  clients: number,
  tokens: string[],
  typeIds: number[],
  until: number,
  tally: Tally | null,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let n = 0;
  const client = async (c: number) => {
    let i = 0;
    while (performance.now() < until) {
      const token = tokens[(c + i++ * clients) % tokens.length]!;
      const started = performance.now();
      const status = await fileOne(agent, ports[n % ports.length]!, token, typeIds[n % typeIds.length]!, n++);
      if (tally) count(tally, status, started);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  agent.destroy();
}

/**
 * Open loop: `send(n, at)` is started for the n-th arrival at its set moment `at`, `rate` a second until `until`,
 * whether or not earlier ones have finished; resolves once every one has. A caller timing from `at` sees a server
 * falling behind in its figures instead of the arrivals slowing down.
 */
export async function atSteadyRate(rate: number, until: number, send: (n: number, at: number) => Promise<void>) {
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let n = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - start) * rate) / 1000);
    for (; n <= due; n++) pending.push(send(n, start + (n * 1000) / rate));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
}

/**
 * Reports arriving at `rate` a second until `until` (`atSteadyRate`), from `clients` citizens in turn over at most
 * `clients` connections (a citizen's phone holds one), each timed from its set moment.
 */
export async function steady(
  port: number,
  rate: number,
  clients: number,
  tokens: string[],
  typeIds: number[],
  until: number,
  tally: Tally,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  await atSteadyRate(rate, until, (n, at) =>
    fileOne(agent, port, tokens[n % tokens.length]!, typeIds[n % typeIds.length]!, n).then((status) =>
      count(tally, status, at),
    ),
  );
  agent.destroy();
}

function count(tally: Tally, status: number, since: number) {
  if (status === 201) {
    tally.acknowledged++;
    tally.latencies.push(performance.now() - since);
  } else tally.errors.set(status, (tally.errors.get(status) ?? 0) + 1);
}

/** Files report `n` as the citizen holding `token`; resolves with the answer's status (0: no answer). */
function fileOne(agent: http.Agent, port: number, token: string, typeId: number, n: number) {
  const { body, contentType } = reportBody(typeId, n);
  return new Promise<number>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/incident/new',
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'content-length': body.length,
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}
