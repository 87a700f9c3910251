/**
 * Open-loop load at a steady rate, for "p99 at N requests per second": requests leave evenly spaced (not the
 * whole second's quota at once, as autocannon's rate mode sends them), over a pool of keep-alive connections,
 * and each latency is measured from when its request was due, so a stall anywhere (server, network, this
 * process) counts against the figure instead of delaying the requests behind it (no coordinated omission).
 */
import http from 'node:http';

export interface PacedResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

export async function pacedLoad(options: {
  url: string;
  headers?: Record<string, string>;
  rate: number;
  seconds: number;
  connections: number;
}): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let errors = 0;
  const pending = new Set<Promise<void>>();

  const fire = (due: number) => {
    const done = new Promise<void>((resolve) => {
      const finish = (ok: boolean) => {
        if (ok) latencies.push(performance.now() - due);
        else errors++;
        resolve();
      };
      const req = http.get(options.url, { agent, headers: options.headers }, (res) => {
        res.resume();
        res.on('end', () => finish((res.statusCode ?? 0) < 400));
        res.on('error', () => finish(false));
      });
      req.on('error', () => finish(false));
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const start = performance.now() + 20;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) fire(start + sent++ * interval);
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN;
  return {
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.at(-1) ?? NaN,
    errors,
  };
}
