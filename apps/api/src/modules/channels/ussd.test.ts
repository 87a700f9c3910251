/**
 * USSD as Africa's Talking drives it (issue 15): a whole report by a caller with no account, every screen within
 * 160 GSM-7 characters, the report in the officer's queue with channel ussd, its status change texted back and the
 * delivery report in the case history; a replayed confirm files nothing more; a shortcut dial; an SOS that reaches
 * the board; the secret in front of everything.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHANNEL_TEXT_MAX } from '@safeogun/contract/channels';
import { gsm7Length } from '@safeogun/contract/gsm7';
import { channelReporters, emergencyContacts, incidents, jobs, smsOutbound, sosAlerts } from '../../db/schema';
import { type PoliceWorld } from '../casework/casework.test-helpers';
import { callback, expectFitsOneText, ussdSession, useChannelsWorld } from './channels.test-helpers';

let world: PoliceWorld;
let secret: string;
useChannelsWorld((w, s) => {
  world = w;
  secret = s;
});

function expectFits(screens: string[]) {
  for (const screen of screens) {
    expect(screen).toMatch(/^(CON|END) /);
    expectFitsOneText(screen);
  }
}

describe('USSD report', () => {
  it('files a whole report as the gateway drives it, once, and texts its status change back', async () => {
    const db = world.ctx.database.db;
    const phone = '+2348091234567';
    const s = ussdSession(world.ctx, secret, 'ATUid_report_1', phone);

    expect(await s.dial()).toMatch(/^CON SafeOgun Police\n1 Report an incident/);
    const types = await s.press('1');
    expect(types.split('\n').filter((l) => /^[1-8] /.test(l))).toHaveLength(8);
    expect(await s.press('9')).toMatch(/^CON Invalid choice\.\n1 Theft\n/);
    const lgaPage1 = await s.press('1');
    expect(lgaPage1).toContain('1 Abeokuta North');
    expect(lgaPage1).toContain('98 More');
    const lgaPage2 = await s.press('98');
    expect(lgaPage2).not.toContain('Abeokuta North');
    expect(await s.press('zz')).toMatch(/^CON No LGA matches\./);
    const matches = await s.press('abeok');
    expect(matches).toContain('Matching LGAs:');
    expect(matches).toContain('2 Abeokuta South');
    expect(await s.press('2')).toMatch(/^CON What happened\?/);
    expect(await s.press('short')).toMatch(/^CON At least 10 letters\./);
    // Free text with '*': only what follows the answers already read is this answer.
    expect(await s.press('Phone snatched * near Kuto market')).toMatch(/^CON Hide your number/);
    const confirm = await s.press('1');
    expect(confirm).toContain('Theft, Abeokuta South');
    expect(confirm).toContain('Phone snatched * near Kuto market');
    const filed = await s.press('1');
    expect(filed).toMatch(/^END Report sent\. Tracking ID: OGP-[0-9A-Z]{10}/);
    const ticketId = /OGP-[0-9A-Z]{10}/.exec(filed)![0];
    // The gateway retries the last callback: the same answer, no second report.
    expect(await s.replay()).toBe(filed);
    expectFits(s.screens);

    const rows = await db.select().from(incidents).where(eq(incidents.channel, 'ussd'));
    expect(rows).toHaveLength(1);
    const report = rows[0]!;
    expect(report).toMatchObject({
      ticketId,
      channel: 'ussd',
      lgaId: world.abeokutaSouth.lgaId,
      description: 'Phone snatched * near Kuto market',
      isAnonymous: true,
      userId: null,
      status: 'new',
    });

    const queue = await world.ctx.api('GET', '/police/incidents?channel=ussd', world.officerRight);
    expect(queue.statusCode, queue.body).toBe(200);
    const items = queue.json().data.incidents.data as { ticketId: string; channel: string }[];
    expect(items.map((i) => [i.ticketId, i.channel])).toEqual([[ticketId, 'ussd']]);
    // The number is kept apart, for status texts only: the case never shows it.
    const kase = await world.ctx.api('GET', `/police/incidents/${report.id}`, world.officerRight);
    expect(kase.body).not.toContain('8091234567');

    const moved = await world.ctx.api('PATCH', `/police/incidents/${report.id}/status`, world.officerRight, {
      version: 0,
      status: 'in-progress',
      note: 'An officer is on the way to Kuto market.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await world.ctx.app.jobs.runDue();
    const [text] = await db.select().from(smsOutbound).where(eq(smsOutbound.incidentId, report.id));
    expect(text).toMatchObject({ phone, purpose: 'status', status: 'sent' });
    expect(text!.message).toBe(
      `SafeOgun ${ticketId}: now In Progress. An officer is on the way to Kuto market. Reply STOP to end texts.`,
    );
    expect(gsm7Length(text!.message)).toBeLessThanOrEqual(CHANNEL_TEXT_MAX);

    // The gateway's delivery report: recorded once, and the case history says the citizen was reached.
    for (let i = 0; i < 2; i++) {
      const delivery = await callback(world.ctx, '/channels/sms/delivery', secret, {
        id: text!.providerMessageId!,
        status: 'Success',
        phoneNumber: phone,
        networkCode: '62130',
        retryCount: '0',
      });
      expect(delivery.statusCode).toBe(200);
    }
    const history = (await world.ctx.api('GET', `/police/incidents/${report.id}`, world.officerRight)).json().data
      .incident.history as { kind: string; note: string; details: { delivered: boolean } }[];
    const deliveries = history.filter((h) => h.kind === 'sms-delivery');
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.details.delivered).toBe(true);
    // The citizen's tracking page never shows it.
    const tracked = await world.ctx.api('GET', `/incident/track/${ticketId}`);
    expect(tracked.body).not.toContain('phone');
  });

  it('files as the citizen whose account has the number, identity hidden when asked', async () => {
    const s = ussdSession(world.ctx, secret, 'ATUid_citizen', '+2348030000001');
    await s.dial();
    await s.press('1');
    await s.press('5');
    await s.press('Ijebu Ode');
    await s.press('Shots heard behind the stadium at night');
    await s.press('1');
    expect(await s.press('1')).toMatch(/^END Report sent/);
    expectFits(s.screens);
    const [row] = await world.ctx.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.description, 'Shots heard behind the stadium at night'));
    expect(row).toMatchObject({
      userId: world.citizen.id,
      isAnonymous: false,
      isIdentityHidden: true,
      lgaId: world.ijebuOde.lgaId,
      incidentTypeId: world.typeIds.Murder,
    });
  });

  it('starts at the menu choice of a shortcut dial, goes back with 0 and home with 00, tracks a report', async () => {
    const s = ussdSession(world.ctx, secret, 'ATUid_shortcut', '+2348091111111');
    expect(await s.press('2')).toMatch(/^CON Enter your tracking ID/);
    expect(await s.press('0')).toMatch(/^CON SafeOgun Police/);
    await s.press('2');
    expect(await s.press('OGP-0000000000')).toMatch(/^CON No report with that ID\./);
    const [report] = await world.ctx.database.db.select().from(incidents).where(eq(incidents.channel, 'ussd'));
    const tracked = await s.press(report!.ticketId.toLowerCase());
    expect(tracked).toBe(`END ${report!.ticketId}: In Progress\nAn officer is on the way to Kuto market.`);
    const other = ussdSession(world.ctx, secret, 'ATUid_home', '+2348091111111');
    await other.dial();
    await other.press('1');
    expect(await other.press('00')).toMatch(/^CON SafeOgun Police/);
    // Menu 4: the web app's three languages, in plain letters.
    expect(await other.press('4')).toBe('CON Language:\n1 English\n2 Yoruba\n3 Naija (Pidgin)\n0 Back');
    expect(await other.press('2')).toBe(
      'CON Ede: Yoruba\nSafeOgun Olopaa\n1 Jabo isele kan\n2 Topinpin ijabo\n3 Pajawiri SOS\n4 Ede',
    );
    await other.press('4');
    expect(await other.press('1')).toMatch(/^CON Language: English\nSafeOgun Police/);
    expectFits([...s.screens, ...other.screens]);
  });

  it("sends an SOS that reaches the board and texts the emergency contacts of the caller's account", async () => {
    const db = world.ctx.database.db;
    await db.insert(emergencyContacts).values({
      userId: world.citizen.id,
      fullName: 'Bola Contact',
      phoneNumber: '+2348055555555',
      relationship: 'Sister',
    });
    const s = ussdSession(world.ctx, secret, 'ATUid_sos', '+2348030000001');
    await s.dial();
    expect(await s.press('3')).toMatch(/^CON SOS\. Which LGA/);
    await s.press('abeokuta s');
    expect(await s.press('1')).toMatch(/^END SOS sent to Ogun State Police/);
    expect(await s.replay()).toMatch(/^END SOS sent/);
    expectFits(s.screens);
    const alerts = await db.select().from(sosAlerts).where(eq(sosAlerts.channel, 'ussd'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ lgaId: world.abeokutaSouth.lgaId, callerPhone: '+2348030000001' });
    const board = await world.ctx.api('GET', '/police/sos', world.officerRight);
    expect(board.statusCode, board.body).toBe(200);
    expect(board.body).toContain(alerts[0]!.id);
    const queued = await db.select().from(jobs).where(eq(jobs.queue, 'sos-sms'));
    expect(queued.map((j) => (j.payload as { to: string }).to)).toEqual(['+2348055555555']);

    // The web's limit per sender (3 in 10 minutes) holds per calling number.
    const again = async (n: number) => {
      const more = ussdSession(world.ctx, secret, `ATUid_sos_${n}`, '+2348030000001');
      await more.dial();
      await more.press('3');
      await more.press('sagamu');
      return more.press('1');
    };
    expect(await again(2)).toMatch(/^END SOS sent/);
    expect(await again(3)).toMatch(/^END SOS sent/);
    expect(await again(4)).toMatch(/^END Your last SOS alerts were received/);
    expect(await db.select().from(sosAlerts).where(eq(sosAlerts.channel, 'ussd'))).toHaveLength(3);
  });

  it('shows the officer the calling number of an SOS from a number with no account', async () => {
    const s = ussdSession(world.ctx, secret, 'ATUid_sos_anon', '+2348096666666');
    await s.dial();
    await s.press('3');
    await s.press('Abeokuta South');
    expect(await s.press('1')).toMatch(/^END SOS sent/);
    const [alert] = await world.ctx.database.db
      .select()
      .from(sosAlerts)
      .where(eq(sosAlerts.callerPhone, '+2348096666666'));
    expect(alert).toMatchObject({ userId: null, locationSource: 'none' });
    const detail = await world.ctx.api('GET', `/police/sos/${alert!.id}`, world.officerRight);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.alert.sender).toEqual({ name: null, phoneNumber: '+2348096666666' });
  });

  it('answers 403 without the secret or with a wrong one, and files nothing', async () => {
    const fields = { sessionId: 'ATUid_x', phoneNumber: '+2348091234567', text: '' };
    expect((await callback(world.ctx, '/channels/ussd', null, fields)).statusCode).toBe(403);
    expect((await callback(world.ctx, '/channels/ussd', `${secret}x`, fields)).statusCode).toBe(403);
    expect((await callback(world.ctx, '/channels/sms/inbound', 'nope', { from: '+234', id: '1' })).statusCode).toBe(
      403,
    );
    const reporters = await world.ctx.database.db.select().from(channelReporters);
    expect(reporters).toHaveLength(2);
    // Only administrators read the secret.
    expect((await world.ctx.api('GET', '/admin/channels', world.hq)).statusCode).toBe(403);
  });
});
