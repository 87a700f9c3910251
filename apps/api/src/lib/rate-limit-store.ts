/**
 * The counters of @fastify/rate-limit in PostgreSQL (table rate_limit_hits, migration 0029), so a limit holds
 * however requests are spread over processes (decision 034): with counters in each process's memory, a limit of 60
 * a minute let 120 through two processes. One atomic upsert per counted request: the window starts at the first hit
 * and a hit after its end starts a new one, as the library's own in-memory store does. The database's clock times
 * the windows, the one clock every process shares.
 *
 * The embedded database has one process and keeps the library's in-memory store.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type pg from 'pg';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts one hit and answers the count and the milliseconds left in the window. */
const INCREMENT = `
  insert into rate_limit_hits as r (key, hits, reset_at)
  values ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
  on conflict (key) do update set
    hits = case when r.reset_at <= clock_timestamp() then 1 else r.hits + 1 end,
    reset_at = case when r.reset_at <= clock_timestamp() then excluded.reset_at else r.reset_at end
  returning hits, greatest(0, extract(epoch from (reset_at - clock_timestamp())) * 1000)::float8 as ttl`;

const READ = `
  select hits, greatest(0, extract(epoch from (reset_at - clock_timestamp())) * 1000)::float8 as ttl
  from rate_limit_hits where key = $1 and reset_at > clock_timestamp()`;

/** Windows that ended are deleted this often by each process (a row is rewritten in place while it is in use). */
export const RATE_LIMIT_SWEEP_MS = 5 * 60_000;

export function sweepRateLimitHits(pool: pg.Pool) {
  return pool.query('delete from rate_limit_hits where reset_at < clock_timestamp()');
}

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A store class for the plugin's `store` option, counting in `pool`'s database. */
export function postgresRateLimitStore(pool: pg.Pool) {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      // Named: prepared once per connection, so PostgreSQL parses and plans the upsert once, not on every request.
      const query = { name: 'rate_limit_increment', text: INCREMENT, values: [this.prefix + key, timeWindow] };
      pool.query<{ hits: number; ttl: number }>(query).then(
        ({ rows: [row] }) => callback(null, { current: row!.hits, ttl: Math.ceil(row!.ttl) }),
        (error: Error) => callback(error),
      );
    }

    /** The count without counting (open311's bad-key check). */
    read(key: string, callback: Callback) {
      pool.query<{ hits: number; ttl: number }>(READ, [this.prefix + key]).then(
        ({ rows: [row] }) => callback(null, { current: row?.hits ?? 0, ttl: Math.ceil(row?.ttl ?? 0) }),
        (error: Error) => callback(error),
      );
    }

    /**
     * A route's own counters: keyed by its method and path (limits made with createRateLimit key their own). The
     * plugin passes the route's merged limit options with `routeInfo`, whatever its type declarations say.
     */
    child(routeOptions: object) {
      const { method, url } = (routeOptions as RouteInfo).routeInfo ?? {};
      const route = url ? `${[method].flat().join(',')} ${url}|` : 'custom|';
      return new PostgresRateLimitStore(undefined, route);
    }
  }
  return PostgresRateLimitStore;
}
