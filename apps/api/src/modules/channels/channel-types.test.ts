/**
 * Incident types as administrators keep them (issue 14) on the USSD, SMS and Open311 channels: a type deactivated in
 * the console is neither offered nor filed by any of them, even by a USSD session or an SMS conversation that chose
 * it before; types added with long names, tone marks and curly quotes are listed on USSD pages within 160 GSM-7
 * characters (98 for more) and the SMS question for the type is built from the database.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { OPEN311_MESSAGES } from '@safeogun/contract/open311';
import { isGsm7, gsm7Length } from '@safeogun/contract/gsm7';
import { incidents, smsOutbound } from '../../db/schema';
import { type PoliceWorld } from '../casework/casework.test-helpers';
import { expectFitsOneText, sms, ussdSession, useChannelsWorld } from './channels.test-helpers';

let world: PoliceWorld;
let secret: string;
useChannelsWorld((w, s) => {
  world = w;
  secret = s;
});

const ticketOf = (text: string) => /OGP-[0-9A-Z]{10}/.exec(text)![0];
const filedWith = async (ticketId: string) => {
  const [row] = await world.ctx.database.db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
  return row!;
};

/** Sends a text and returns the replies it caused, once the job queue has sent them. */
async function text(from: string, body: string, id: string): Promise<string[]> {
  const db = world.ctx.database.db;
  const sent = async () => db.select().from(smsOutbound).where(eq(smsOutbound.phone, from));
  // By id, not by position: PostgreSQL returns rows in no set order (an updated row moves).
  const before = new Set((await sent()).map((r) => r.id));
  expect((await sms(world.ctx, secret, from, body, id)).statusCode).toBe(200);
  await world.ctx.app.jobs.runDue();
  return (await sent()).filter((r) => !before.has(r.id)).map((r) => r.message);
}

/** The numbered lines of a list screen, without its 98 and 0. */
const numbered = (screen: string) =>
  screen
    .split('\n')
    .slice(1)
    .filter((line) => /^\d+ /.test(line) && !/^(98|0) /.test(line));

describe('a deactivated incident type', () => {
  it('is neither offered nor filed by USSD, SMS or Open311, even when chosen before', async () => {
    const disturbance = world.typeIds['Public Disturbance']!;
    // A USSD caller reaches the confirm screen with the type, and a texter is asked for the LGA after choosing it.
    const call = ussdSession(world.ctx, secret, 'ATUid_types_1', '+2348061000001');
    await call.dial();
    const types = await call.press('1');
    const line = numbered(types).find((l) => l.endsWith(' Public Disturbance'))!;
    await call.press(line.split(' ')[0]!);
    await call.press('Ifo');
    await call.press('Loud fighting outside the hall all night');
    expect(await call.press('2')).toMatch(/^CON Send report\?\nPublic Disturbance, Ifo/);
    expect(await text('+2348061000002', 'REPORT disturbance', 'ATXid_types_1')).toEqual([
      'Which LGA did it happen in? Reply with its name, e.g. Ifo or Abeokuta South.',
    ]);

    const off = await world.ctx.api('PATCH', `/admin/incident-types/${disturbance}`, world.admin, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);

    // USSD: the confirm files nothing and asks the type again, from a list without it.
    const again = await call.press('1');
    expect(again).toMatch(/^CON Type no longer in use\.\nIncident type:\n1 Theft\n/);
    expect(again).not.toContain('Public Disturbance');
    expect(await call.replay()).toBe(again);
    const fresh = ussdSession(world.ctx, secret, 'ATUid_types_2', '+2348061000003');
    await fresh.dial();
    const offered = await fresh.press('1');
    expect(offered).not.toContain('Public Disturbance');
    expect(numbered(offered)).toHaveLength(7);

    // SMS: the conversation's type is dropped and asked again; the type by name or by its old number is not taken.
    const [askType] = await text('+2348061000002', 'Ifo loud fighting outside the hall all night', 'ATXid_types_2');
    expect(askType).toBe(
      'Reply with the type number: 1 Theft, 2 Assault or Abuse, 3 Domestic Violence, 4 Kidnapping, 5 Murder, 6 Police Misconduct, 7 Emergency',
    );
    expect(await text('+2348061000004', 'REPORT disturbance Ifo loud fighting all night', 'ATXid_types_3')).toEqual([
      askType,
    ]);
    expect(await text('+2348061000004', 'REPORT 8 Ifo loud fighting all night', 'ATXid_types_4')).toEqual([askType]);

    // Open311: not a service any more, and refused as a service_code.
    const services = await world.ctx.app.inject({ method: 'GET', url: '/open311/v2/services.json' });
    const codes = (services.json() as { service_code: string }[]).map((s) => s.service_code);
    expect(codes).not.toContain(String(disturbance));
    expect(codes).toContain(String(world.typeIds.Theft));
    const apiKey = (await world.ctx.api('POST', '/admin/open311-keys', world.admin, { name: 'Types app' })).json().data
      .apiKey as string;
    const filed = await world.ctx.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        api_key: apiKey,
        service_code: String(disturbance),
        address_string: 'Kuto, Abeokuta South',
        description: 'Loud fighting outside the hall all night.',
      }).toString(),
    });
    expect(filed.statusCode, filed.body).toBe(400);
    expect(filed.json()).toEqual([
      { code: 400, description: OPEN311_MESSAGES.inactiveServiceCode(String(disturbance)) },
    ]);
    // Reports filed under it before stay readable by it.
    const read = await world.ctx.app.inject({
      method: 'GET',
      url: `/open311/v2/requests.json?service_code=${disturbance}`,
    });
    expect(read.statusCode, read.body).toBe(200);

    const underIt = await world.ctx.database.db
      .select()
      .from(incidents)
      .where(inArray(incidents.channel, ['ussd', 'sms', 'open311']));
    expect(underIt.filter((r) => r.incidentTypeId === disturbance)).toEqual([]);
  });
});

describe('types added and renamed by administrators', () => {
  it('pages ten types with long names within 160 GSM-7 characters, and the SMS question lists them', async () => {
    // The console accepts 60 characters of anything: tone marks, curly quotes, a euro sign (two septets).
    const names = ['Ìjàmbá ọkọ̀ “Okada” on the expressway at night', 'Fraud € by phone, bank or POS agent scams'];
    const added: { id: number; name: string }[] = [];
    for (const [i, name] of [...names, 'Ẹ̀sùn kíkún gidigidi: a name written to the limit'].entries()) {
      const res = await world.ctx.api('POST', '/admin/incident-types', world.admin, {
        name: `${name} ${i}`.slice(0, 60),
      });
      expect(res.statusCode, res.body).toBe(201);
      added.push(res.json().data.incidentType);
    }
    const renamed = await world.ctx.api('PATCH', `/admin/incident-types/${world.typeIds.Theft}`, world.admin, {
      name: 'Theft, burglary or robbery of property “any kind” – sẹ́ẹ̀',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const call = ussdSession(world.ctx, secret, 'ATUid_types_long', '+2348061000005');
    await call.dial();
    const pages = [await call.press('1')];
    while (pages.at(-1)!.includes('\n98 More\n')) pages.push(await call.press('98'));
    for (const page of pages) expectFitsOneText(page);
    expect(pages.length).toBeGreaterThan(1);
    const lines = pages.flatMap(numbered);
    // Seven seeded types still active and the three added, each numbered once, in the console's order.
    expect(lines.map((l) => l.split(' ')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(lines[0]).toBe('1 Theft, burglary or robbery of property "any kind" - see');
    expect(lines[7]).toBe('8 Ijamba oko "Okada" on the expressway at night 0');
    // 0 goes back a page; the number of a type on another page still means that type.
    expect(await call.press('0')).toBe(pages.at(-2));
    await call.press('9');
    await call.press('Ifo');
    await call.press('Someone took money from my account by phone');
    await call.press('2');
    const filed = await call.press('1');
    expect(filed).toMatch(/^END Report sent/);
    expect((await filedWith(ticketOf(filed))).incidentTypeId).toBe(added[1]!.id);

    // SMS: the question is built from the database, all ten numbered; longer than one segment now, within three.
    const [question] = await text('+2348061000006', 'REPORT', 'ATXid_types_long');
    expect(question).toMatch(/^Reply with the type number: 1 Theft, burglary/);
    expect(question).toContain('10 Esun kikun gidigidi');
    expect(isGsm7(question!)).toBe(true);
    expect(gsm7Length(question!)).toBeLessThanOrEqual(3 * 153);
    const [smsFiled] = await text('+2348061000006', '10 Ifo a name long enough to file', 'ATXid_types_long_2');
    expect((await filedWith(ticketOf(smsFiled!))).incidentTypeId).toBe(added[2]!.id);
  });
});
