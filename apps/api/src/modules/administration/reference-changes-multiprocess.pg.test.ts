/**
 * PostgreSQL only. Each process keeps the LGAs with their Area Command in memory to route new reports; two real
 * server processes on one database show that an LGA moved to another command on one process is routed by its new
 * command on the other at once (the database's notification reached it), although that other process had just
 * routed a report by the old command and so held the old copy.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useServerProcesses } from '../../../test/server-processes';

const servers = useServerProcesses('reference_mp', [8212, 8213]);
const PASSWORD = 'SafeOgun-Demo-2026';
/** Oke-Ilewo, Abeokuta South. */
const POINT = { latitude: 7.1475, longitude: 3.3619 };

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: servers.dbUrl.toString() });
  await db.connect();
});
afterAll(() => db?.end());

async function adminToken(index: number) {
  const res = await fetch(`${servers.api(index)}/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.safeogun.ng', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { tokens: { access: { token: string } } } }).data.tokens.access.token;
}

/** Files an anonymous Theft report at POINT on process `index`; the Area Command it was filed under. */
async function fileAndReadCommand(index: number, n: number): Promise<number | null> {
  const base = servers.api(index);
  const types = (await (await fetch(`${base}/incident/types`)).json()) as { data: { id: number; name: string }[] };
  const res = await fetch(`${base}/incident/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        incidentTypeId: types.data.find((t) => t.name === 'Theft')!.id,
        isDraft: false,
        address: 'Oke-Ilewo Road, Abeokuta',
        description: `Two processes, report number ${n}: my phone was taken at the bus stop.`,
        isIdentityHidden: false,
        isLocationHidden: false,
        isAnonymous: true,
        channel: 'web',
        stationId: null,
        ...POINT,
      },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { ticketId } = ((await res.json()) as { data: { ticketId: string } }).data;
  const { rows } = await db.query<{ area_command_id: number | null }>(
    'select area_command_id from incidents where ticket_id = $1',
    [ticketId],
  );
  return rows[0]!.area_command_id;
}

it('an LGA moved to another Area Command on one process is routed by the new command on the other at once', async () => {
  const { rows: lgaRows } = await db.query<{ id: number; area_command_id: number }>(
    "select id, area_command_id from lgas where name = 'Abeokuta South'",
  );
  const lga = lgaRows[0]!;
  const { rows: commandRows } = await db.query<{ id: number }>(
    'select id from area_commands where id <> $1 order by id limit 1',
    [lga.area_command_id],
  );
  const target = commandRows[0]!.id;

  // Process 1 routes by the old command, and so holds the LGAs in memory.
  expect(await fileAndReadCommand(1, 1)).toBe(lga.area_command_id);

  const token = await adminToken(0);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const preview = await fetch(`${servers.api(0)}/admin/lgas/${lga.id}/area-command?areaCommandId=${target}`, {
    headers,
  });
  const { openReports } = ((await preview.json()) as { data: { openReports: number } }).data;
  const moved = await fetch(`${servers.api(0)}/admin/lgas/${lga.id}/area-command`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ areaCommandId: target, confirmOpenReports: openReports }),
  });
  expect(moved.status, await moved.clone().text()).toBe(200);

  // At once, with no wait: the next report filed on the other process goes to the new command.
  expect(await fileAndReadCommand(1, 2)).toBe(target);
  expect(await fileAndReadCommand(0, 3)).toBe(target);
}, 60_000);

it('a change written straight into the database (a script) reaches both processes', async () => {
  const { rows } = await db.query<{ id: number; area_command_id: number }>(
    "select id, area_command_id from lgas where name = 'Abeokuta South'",
  );
  const { rows: others } = await db.query<{ id: number }>(
    'select id from area_commands where id <> $1 order by id desc limit 1',
    [rows[0]!.area_command_id],
  );
  expect(await fileAndReadCommand(0, 4)).toBe(rows[0]!.area_command_id);
  expect(await fileAndReadCommand(1, 5)).toBe(rows[0]!.area_command_id);
  await db.query('update lgas set area_command_id = $1 where id = $2', [others[0]!.id, rows[0]!.id]);
  expect(await fileAndReadCommand(0, 6)).toBe(others[0]!.id);
  expect(await fileAndReadCommand(1, 7)).toBe(others[0]!.id);
}, 60_000);
