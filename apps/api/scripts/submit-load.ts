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
      const { body, contentType } = reportBody(typeIds[n % typeIds.length]!, n++);
      const started = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: ports[n % ports.length],
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
      if (!tally) continue;
      if (status === 201) {
        tally.acknowledged++;
        tally.latencies.push(performance.now() - started);
      } else tally.errors.set(status, (tally.errors.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  agent.destroy();
}
