/**
 * PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DB_ENGINE=postgres). Two real server processes
 * on one fresh database answer the callbacks of one USSD session in turn, as a gateway behind a load balancer would
 * send them; the final confirm reaches both at once (a retry racing the first try). One report is filed, and both
 * answers carry its tracking ID.
 */
import pg from 'pg';
import { expect, it } from 'vitest';
import { useServerProcesses } from '../../../test/server-processes';

const SECRET = 'two-processes-ussd-secret-0123456789';
const servers = useServerProcesses('ussd_mp', [8123, 8124], { CHANNELS_SECRET: SECRET });

async function ussd(index: number, text: string): Promise<string> {
  const res = await fetch(`${servers.api(index)}/channels/ussd?secret=${SECRET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId: 'ATUid_two_processes',
      serviceCode: '*384*1234#',
      phoneNumber: '+2348097777777',
      networkCode: '62120',
      text,
    }).toString(),
  });
  expect(res.status).toBe(200);
  return res.text();
}

it('one USSD session answered by two processes in turn files one report', async () => {
  const answers = ['', '1', '3', 'sag', 'A man was beaten at the car park', '2'];
  let text = '';
  for (const [i, next] of answers.entries()) {
    if (i > 0) text = text === '' ? next : `${text}*${next}`;
    expect(await ussd(i % 2, text)).toMatch(/^CON /);
  }
  text = `${text}*1`;
  const [first, second] = await Promise.all([ussd(0, text), ussd(1, text)]);
  expect(first).toMatch(/^END Report sent\. Tracking ID: OGP-[0-9A-Z]{10}/);
  expect(second).toBe(first);

  const db = new pg.Client({ connectionString: servers.dbUrl.toString() });
  await db.connect();
  try {
    const { rows } = await db.query<{ ticket_id: string; lga: string; description: string }>(
      `select i.ticket_id, l.name as lga, i.description from incidents i join lgas l on l.id = i.lga_id
       where i.channel = 'ussd'`,
    );
    expect(rows).toEqual([
      { ticket_id: /OGP-[0-9A-Z]{10}/.exec(first)![0], lga: 'Sagamu', description: 'A man was beaten at the car park' },
    ]);
  } finally {
    await db.end();
  }
}, 60_000);
