/**
 * A database failure while a USSD callback is answered (a fault injected with a trigger that refuses every write to
 * the sessions): the gateway still gets a 200 `END` with a short "try again" sentence in the session's language
 * (any other status shows the caller a network error), the failure is logged, and nothing is filed.
 */
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { incidents } from '../../db/schema';
import { createTestUser } from '../../../test/helpers';
import { useAppLoggingAtInfo } from '../../../test/log-capture';
import { callback, channelSecret, ussdSession } from './channels.test-helpers';

const logged = useAppLoggingAtInfo();

async function injectFault(on: 'insert' | 'update') {
  const db = logged.ctx.database.db;
  await db.execute(
    sql.raw(`create or replace function ussd_fault() returns trigger language plpgsql as $$
    begin raise exception 'injected fault'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ussd_fault before ${on} on ussd_sessions for each row execute function ussd_fault()`),
  );
}
const clearFault = () => logged.ctx.database.db.execute(sql.raw('drop trigger ussd_fault on ussd_sessions'));

it("answers 200 END with a try-again sentence in the session's language, and logs the failure", async () => {
  const { ctx, lines } = logged;
  const secret = await channelSecret(ctx, await createTestUser(ctx, { role: 'admin' }));

  // A session in Yoruba, then every write to it fails.
  const s = ussdSession(ctx, secret, 'ATUid_fault_yo', '+2348063000001');
  await s.dial();
  await s.press('4');
  expect(await s.press('2')).toMatch(/^CON Ede: Yoruba/);
  await injectFault('update');
  expect(await s.press('1')).toBe('END Ma binu, nkan kan ko sise. Jowo tun pe ni iseju kan.');
  await clearFault();

  // A new session cannot even be stored: the language is not known yet, so English.
  await injectFault('insert');
  const res = await callback(ctx, '/channels/ussd', secret, {
    sessionId: 'ATUid_fault_en',
    phoneNumber: '+2348063000002',
    text: '',
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toBe('END Sorry, something went wrong. Please dial again in a minute.');
  await clearFault();

  const failures = lines.map((line) => JSON.parse(line)).filter((l) => l.msg?.startsWith('USSD callback failed'));
  expect(failures).toHaveLength(2);
  expect(failures[0]).toMatchObject({ level: 50, sessionId: 'ATUid_fault_yo' });
  expect(JSON.stringify(failures[0].err)).toContain('injected fault');
  // Once the database answers again, so does the channel.
  expect(await ussdSession(ctx, secret, 'ATUid_fault_after', '+2348063000002').dial()).toMatch(/^CON SafeOgun/);
  expect(await ctx.database.db.select().from(incidents)).toEqual([]);
});
