/**
 * The raw rate of the submission benchmark (bench-submit.ts): single-row INSERTs of a report into the same table,
 * with its triggers and indexes and no app, by as many clients at once, on PostgreSQL (from the benchmark, through
 * as many connections as the app's pool) or on the embedded database (in the server's child process, which owns it).
 */
import { randomUUID } from 'node:crypto';
import { atSteadyRate } from './submit-load';

type Query = (sql: string, params: unknown[]) => Promise<unknown>;

/** A report the raw INSERTs copy (user, type, place and routing of one the app filed). */
export const RAW_TEMPLATE_SQL = 'select * from incidents where user_id is not null limit 1';

const RAW_INSERT_SQL = `insert into incidents (ticket_id, user_id, incident_type_id, address, description, latitude,
    longitude, lga_id, area_command_id, station_id, channel, submitted_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'web', now())`;

const rawRow = (template: Record<string, unknown>) => [
  `OGP-R${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
  template.user_id,
  template.incident_type_id,
  template.address,
  template.description,
  template.latitude,
  template.longitude,
  template.lga_id,
  template.area_command_id,
  template.station_id,
];

/** Inserts per second by `clients` loops each inserting one row after another for `seconds`. */
export async function rawInsertRate(query: Query, template: Record<string, unknown>, clients: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  let inserted = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await query(RAW_INSERT_SQL, rawRow(template));
      inserted++;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  return inserted / seconds;
}

/**
 * The milliseconds each single-row INSERT took, one arriving every 1/`rate` s for `seconds` whether or not earlier
 * ones finished (as the steady phase of the app's benchmark), timed from its set moment; sorted.
 */
export async function rawInsertLatencies(
  query: Query,
  template: Record<string, unknown>,
  rate: number,
  seconds: number,
) {
  const latencies: number[] = [];
  await atSteadyRate(rate, performance.now() + seconds * 1000, (_, at) =>
    query(RAW_INSERT_SQL, rawRow(template)).then(() => void latencies.push(performance.now() - at)),
  );
  return latencies.sort((a, b) => a - b);
}
