/**
 * PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DB_ENGINE=postgres). Two real server processes
 * on one fresh database, both sweeping for overdue reports every second (and, as if their start-ups had raced, four
 * sweep jobs instead of one, so sweeps of both processes run at the same moment): each overdue report is escalated
 * exactly once per level, with one history entry, one audit row and one notification per commander.
 *
 * The processes read the system clock, so the reports are filed through the API and then moved into the past in
 * the database; the test waits (polling) until sweeps have run after that, never for a deadline.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { until, useServerProcesses } from '../../../test/server-processes';
import { SLA_SWEEP_QUEUE } from './escalation.service';

const REPORTS = 8;
const servers = useServerProcesses('sla_mp', [8193, 8194], { LOG_LEVEL: 'debug', SLA_SWEEP_SECONDS: '1' });
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: servers.dbUrl.toString() });
  await db.connect();
});

afterAll(() => db?.end());

async function fileEmergency(index: number, n: number): Promise<string> {
  const base = servers.api(index);
  const types = (await (await fetch(`${base}/incident/types`)).json()) as { data: { id: number; name: string }[] };
  const emergency = types.data.find((t) => t.name === 'Emergency')!;
  const res = await fetch(`${base}/incident/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        incidentTypeId: emergency.id,
        isDraft: false,
        address: 'Oke-Ilewo Road, Abeokuta',
        description: `Two processes, emergency number ${n}: a building is on fire.`,
        isIdentityHidden: false,
        isLocationHidden: false,
        isAnonymous: true,
        channel: 'web',
        stationId: null,
        latitude: 7.1475,
        longitude: 3.3619,
      },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { ticketId } = ((await res.json()) as { data: { ticketId: string } }).data;
  const { rows } = await db.query<{ id: string }>('select id from incidents where ticket_id = $1', [ticketId]);
  return rows[0]!.id;
}

/** Moves the reports `minutes` into the past: their submission and both deadlines (the trigger derives the rest). */
const age = (ids: string[], minutes: number) =>
  db.query(
    `update incidents set submitted_at = submitted_at - make_interval(mins => $2),
       acknowledge_due_at = acknowledge_due_at - make_interval(mins => $2),
       resolve_due_at = resolve_due_at - make_interval(mins => $2)
     where id = any($1::uuid[])`,
    [ids, minutes],
  );

/** Waits until every sweep job has run again, twice, since now (by the database's clock): duplicates had their chance. */
async function sweepsHaveRunSince() {
  const { rows } = await db.query<{ now: Date }>('select now() as now');
  const mark = rows[0]!.now;
  await until('more sweeps by every sweep job', async () => {
    const jobs = await db.query<{ run_at: Date }>('select run_at from jobs where queue = $1 and done_at is null', [
      SLA_SWEEP_QUEUE,
    ]);
    return jobs.rows.length > 0 && jobs.rows.every((j) => j.run_at.getTime() > mark.getTime() + 2500);
  });
}

async function levels(ids: string[]) {
  const { rows } = await db.query<{ escalation_level: number }>(
    'select escalation_level from incidents where id = any($1::uuid[])',
    [ids],
  );
  return rows.map((r) => r.escalation_level);
}

async function countPer(ids: string[], sql: string) {
  const { rows } = await db.query<{ key: string; n: number }>(sql, [ids]);
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}

const each = (ids: string[], n: number) => Object.fromEntries(ids.map((id) => [id, n]));

it('two processes sweeping at once escalate each overdue report exactly once per level', async () => {
  const ids: string[] = [];
  for (let n = 0; n < REPORTS; n++) ids.push(await fileEmergency(n % 2, n));
  // Four sweep jobs instead of one: both processes sweep at the same moments.
  await db.query(`insert into jobs (queue, payload, run_at) select $1, '{}', now() from generate_series(1, 3)`, [
    SLA_SWEEP_QUEUE,
  ]);
  const { rows: commanders } = await db.query<{ id: string; role: string }>(
    `select u.id, u.role from users u left join area_commands c on c.id = u.posting_area_command_id
     where (u.role = 'area_commander' and c.name = 'Egba Area Command (demo)') or u.role = 'hq'`,
  );
  expect(commanders.map((c) => c.role).sort()).toEqual(['area_commander', 'hq']);
  const commanderOf = (role: string) => commanders.find((c) => c.role === role)!.id;

  await age(ids, 16);
  await until('every report at its Area Command', async () => (await levels(ids)).every((l) => l === 1));
  await sweepsHaveRunSince();
  expect(await levels(ids)).toEqual(ids.map(() => 1));

  await age(ids, 16);
  await until('every report at State HQ', async () => (await levels(ids)).every((l) => l === 2));
  await sweepsHaveRunSince();
  expect(await levels(ids)).toEqual(ids.map(() => 2));

  const history = `select incident_id as key, count(*) as n from incident_updates
    where kind = 'escalated' and incident_id = any($1::uuid[]) group by incident_id`;
  expect(await countPer(ids, history)).toEqual(each(ids, 2));
  const perLevel = await db.query<{ level: number; n: number }>(
    `select (details->>'toLevel')::int as level, count(*)::int as n from incident_updates
     where kind = 'escalated' and incident_id = any($1::uuid[]) group by 1 order by 1`,
    [ids],
  );
  expect(perLevel.rows).toEqual([
    { level: 1, n: REPORTS },
    { level: 2, n: REPORTS },
  ]);
  const audits = `select target_id as key, count(*) as n from audit_log
    where action = 'incident.escalated' and target_id = any($1::text[]) group by target_id`;
  expect(await countPer(ids, audits)).toEqual(each(ids, 2));
  for (const role of ['area_commander', 'hq']) {
    const told = `select substring(link from '[^/]+$') as key, count(*) as n from notifications
      where user_id = '${commanderOf(role)}' and substring(link from '[^/]+$') = any($1::text[]) group by 1`;
    expect(await countPer(ids, told), role).toEqual(each(ids, 1));
  }
  // The audit chain held under both processes' writes.
  const { rows: forks } = await db.query<{ n: number }>(
    'select count(*)::int as n from (select prev_hash from audit_log group by prev_hash having count(*) > 1) f',
  );
  expect(forks[0]!.n).toBe(0);
  // And both processes did sweep.
  for (const index of [0, 1])
    expect(servers.log(index), `process ${index}`).toMatch(/escalation sweep: nothing due|overdue reports escalated/);
}, 180_000);
