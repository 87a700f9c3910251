/**
 * The edges of a USSD session (decision 017), on the injected clock: a session idle past the gateway's session life,
 * a `text` that does not follow on from the stored state and another number on the same sessionId all end politely;
 * a caller with an account starts in the account's language and reads the status of the report, texted and tracked,
 * in it; closing the account erases the number the channels kept.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { USSD_SESSION_SECONDS } from '@safeogun/contract/channels';
import { channelReporters, incidents, smsConversations, smsOutbound, ussdSessions } from '../../db/schema';
import { createTestClock, createTestUser } from '../../../test/helpers';
import { type PoliceWorld } from '../casework/casework.test-helpers';
import { expectFitsOneText, sms, ussdSession, useChannelsWorld } from './channels.test-helpers';

const clock = createTestClock();
let world: PoliceWorld;
let secret: string;
useChannelsWorld(
  (w, s) => {
    world = w;
    secret = s;
  },
  { clock },
);

const ENDED = 'END Your session has ended. Please dial again.';

/** The station's officer moves the report to in progress with `note`, and the texts it queues are sent. */
async function moveInProgress(incidentId: string, note: string) {
  const moved = await world.ctx.api('PATCH', `/police/incidents/${incidentId}/status`, world.officerRight, {
    version: 0,
    status: 'in-progress',
    note,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await world.ctx.app.jobs.runDue();
}

describe('USSD session edges', () => {
  it('ends a session idle past the session life, on the injected clock', async () => {
    const s = ussdSession(world.ctx, secret, 'ATUid_idle', '+2348062000001');
    await s.dial();
    clock.advance((USSD_SESSION_SECONDS - 10) * 1000);
    // Each answer starts the idle time again.
    expect(await s.press('1')).toMatch(/^CON Incident type:/);
    clock.advance((USSD_SESSION_SECONDS - 10) * 1000);
    expect(await s.press('0')).toMatch(/^CON SafeOgun Police/);
    clock.advance((USSD_SESSION_SECONDS + 1) * 1000);
    expect(await s.press('1')).toBe(ENDED);
    // A new dial starts afresh.
    expect(await ussdSession(world.ctx, secret, 'ATUid_idle_2', '+2348062000001').dial()).toMatch(
      /^CON SafeOgun Police/,
    );
  });

  it('ends a session whose text does not follow on from the answers already read, and keeps it ended', async () => {
    const s = ussdSession(world.ctx, secret, 'ATUid_jump', '+2348062000002');
    await s.dial();
    await s.press('1');
    // The gateway's text always grows from the last one: "2*5" after "1" is not this session's.
    expect(await s.raw('2*5')).toBe(ENDED);
    expect(await s.raw('1*1')).toBe(ENDED);
  });

  it("ends the callback of another number on the session's id and goes on for the session's own number", async () => {
    const s = ussdSession(world.ctx, secret, 'ATUid_other_number', '+2348062000003');
    await s.dial();
    expect(await s.raw('1', '+2348062999999')).toBe(ENDED);
    expect(await s.press('1')).toMatch(/^CON Incident type:/);
    const [row] = await world.ctx.database.db
      .select()
      .from(ussdSessions)
      .where(eq(ussdSessions.sessionId, 'ATUid_other_number'));
    expect(row).toMatchObject({ phone: '+2348062000003', lastText: '1' });
  });
});

describe('languages', () => {
  it("starts in the account's language, files in it and texts and tracks the status in it", async () => {
    const phone = '+2348062000010';
    await createTestUser(world.ctx, { fullName: 'Adewale Yoruba', phoneNumber: phone, language: 'yo' });
    const s = ussdSession(world.ctx, secret, 'ATUid_yoruba', phone);
    expect(await s.dial()).toBe('CON SafeOgun Olopaa\n1 Jabo isele kan\n2 Topinpin ijabo\n3 Pajawiri SOS\n4 Ede');
    expect(await s.press('1')).toMatch(/^CON Iru isele:\n1 Theft\n/);
    expect(await s.press('1')).toMatch(/^CON Ijoba ibile\? Yan tabi te awon leta akoko:\n1 Abeokuta North/);
    expect(await s.press('xq')).toMatch(/^CON Ko si ijoba ibile to baamu\./);
    expect(await s.press('Abeokuta South')).toBe('CON Kin lo sele? Ko alaye kukuru.\n0 Pada');
    expect(await s.press('kukuru')).toMatch(/^CON O kere tan leta 10\./);
    await s.press('Won ji foonu mi ni oja Kuto');
    await s.press('1');
    const filed = await s.press('1');
    expect(filed).toMatch(/^END A ti fi ijabo re ranse\. Nomba itopinpin: OGP-[0-9A-Z]{10}/);
    for (const screen of s.screens) expectFitsOneText(screen);
    const ticketId = /OGP-[0-9A-Z]{10}/.exec(filed)![0];
    const db = world.ctx.database.db;
    const [report] = await db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
    expect(await db.select().from(channelReporters).where(eq(channelReporters.incidentId, report!.id))).toMatchObject([
      { phone, language: 'yo' },
    ]);

    await moveInProgress(report!.id, 'An officer is on the way to Kuto market.');
    const texts = await db.select().from(smsOutbound).where(eq(smsOutbound.incidentId, report!.id));
    expect(texts.map((t) => t.message)).toEqual([
      `SafeOgun ${ticketId}: A n sise lori re bayii. An officer is on the way to Kuto market. Te DAWODURO lati da atejise duro.`,
    ]);

    const track = ussdSession(world.ctx, secret, 'ATUid_yoruba_track', phone);
    await track.dial();
    expect(await track.press('2')).toBe('CON Te nomba itopinpin re (OGP-...):\n0 Pada');
    expect(await track.press(ticketId)).toBe(
      `END ${ticketId}: A n sise lori re\nAn officer is on the way to Kuto market.`,
    );
  });

  it('switches to Pidgin with menu 4 and shows every screen of a report in it', async () => {
    const s = ussdSession(world.ctx, secret, 'ATUid_pidgin', '+2348062000011');
    await s.dial();
    expect(await s.press('4')).toBe('CON Language:\n1 English\n2 Yoruba\n3 Naija (Pidgin)\n0 Back');
    expect(await s.press('3')).toMatch(/^CON Language: Naija \(Pidgin\)\nSafeOgun Police\n1 Report wetin happen/);
    expect(await s.press('1')).toMatch(/^CON Which kain case\?/);
    expect(await s.press('99')).toMatch(/^CON Dat choice no correct\./);
    await s.press('4');
    await s.press('sag');
    await s.press('Dem carry my brother go since yesterday');
    expect(await s.press('1')).toMatch(/^CON Make we send the report\?\nKidnapping, Sagamu\n/);
    expect(await s.press('1')).toMatch(/^END We don collect your report\. Tracking ID: OGP-/);
    for (const screen of s.screens) expectFitsOneText(screen);
  });
});

describe('closing the account', () => {
  it('erases the phone number the channels kept for its reports, conversations and texts', async () => {
    const phone = '+2348062000020';
    const citizen = await createTestUser(world.ctx, { phoneNumber: phone });
    const s = ussdSession(world.ctx, secret, 'ATUid_erase', phone);
    await s.dial();
    await s.press('1');
    await s.press('1');
    await s.press('Abeokuta South');
    await s.press('My motorcycle was taken from the shop');
    await s.press('2');
    expect(await s.press('1')).toMatch(/^END Report sent/);
    expect((await sms(world.ctx, secret, phone, 'REPORT theft', 'ATXid_erase')).statusCode).toBe(200);
    await world.ctx.app.jobs.runDue();
    const db = world.ctx.database.db;
    expect(await db.select().from(channelReporters).where(eq(channelReporters.phone, phone))).toHaveLength(1);
    expect((await db.select().from(smsOutbound).where(eq(smsOutbound.phone, phone))).length).toBeGreaterThan(0);

    const closed = await world.ctx.api('DELETE', '/user/delete', citizen);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await db.select().from(channelReporters).where(eq(channelReporters.phone, phone))).toEqual([]);
    expect(await db.select().from(smsOutbound).where(eq(smsOutbound.phone, phone))).toEqual([]);
    expect(await db.select().from(smsConversations).where(eq(smsConversations.phone, phone))).toEqual([]);
    expect(await db.select().from(ussdSessions).where(eq(ussdSessions.phone, phone))).toEqual([]);
    // The report stays, with no one to text.
    const [report] = await db
      .select()
      .from(incidents)
      .where(eq(incidents.description, 'My motorcycle was taken from the shop'));
    expect(report).toMatchObject({ userId: null, channel: 'ussd' });
    await moveInProgress(report!.id, 'We are on it.');
    expect(await db.select().from(smsOutbound).where(eq(smsOutbound.phone, phone))).toEqual([]);
  });
});
