/**
 * SMS as Africa's Talking sends it (issue 15): a report in two texts (the server asks for the missing LGA), STATUS
 * answering it, HELP and unknown text getting the usage, a repeated inbound id processed once, STOP ending status
 * texts; every reply through the job queue within one 160-character GSM-7 segment.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { incidents, lgas, smsConversations, smsInbound, smsOutbound } from '../../db/schema';
import { type PoliceWorld } from '../casework/casework.test-helpers';
import { expectFitsOneText, sms, useChannelsWorld } from './channels.test-helpers';
import { cleanUpChannels } from './sms.service';
import { CHANNEL_TEXT } from '@safeogun/contract/channel-text';
import { createTestUser } from '../../../test/helpers';

let world: PoliceWorld;
let secret: string;
let nextId = 0;
useChannelsWorld((w, s) => {
  world = w;
  secret = s;
});

/** Sends a text and returns the replies it caused, once the job queue has sent them. */
async function text(from: string, body: string, id = `ATXid_${++nextId}`): Promise<string[]> {
  const db = world.ctx.database.db;
  const sent = async () => db.select().from(smsOutbound).where(eq(smsOutbound.phone, from));
  // By id, not by position: PostgreSQL returns rows in no set order (an updated row moves).
  const before = new Set((await sent()).map((r) => r.id));
  const res = await sms(world.ctx, secret, from, body, id);
  expect(res.statusCode, res.body).toBe(200);
  await world.ctx.app.jobs.runDue();
  const replies = (await sent()).filter((r) => !before.has(r.id) && r.purpose === 'reply');
  for (const r of replies) {
    expect(r.status).toBe('sent');
    expectFitsOneText(r.message);
  }
  return replies.map((r) => r.message);
}

describe('SMS', () => {
  it('files a report in two texts, asking for the missing LGA, then STATUS answers it', async () => {
    const phone = '+2348071234567';
    expect(await text(phone, 'report theft my phone was stolen at the motor park')).toEqual([
      'Which LGA did it happen in? Reply with its name, e.g. Ifo or Abeokuta South.',
    ]);
    const [filed] = await text(phone, 'Ifo');
    expect(filed).toMatch(/^SafeOgun: report received\. Tracking ID OGP-[0-9A-Z]{10}\./);
    const ticketId = /OGP-[0-9A-Z]{10}/.exec(filed!)![0];
    const [row] = await world.ctx.database.db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
    expect(row).toMatchObject({
      channel: 'sms',
      description: 'my phone was stolen at the motor park',
      incidentTypeId: world.typeIds.Theft,
      isAnonymous: true,
    });
    const [ifo] = await world.ctx.database.db.select().from(lgas).where(eq(lgas.name, 'Ifo'));
    expect(row!.lgaId).toBe(ifo!.id);

    expect(await text(phone, `Status ${ticketId}`)).toEqual([`SafeOgun ${ticketId}: New.`]);
    expect(await text(phone, 'STATUS OGP-0000000000')).toEqual([
      'SafeOgun: no report with that tracking ID. Text STATUS followed by the ID, e.g. STATUS OGP-AB12CD34EF',
    ]);
  });

  it('files a whole REPORT in one text, by type number and a two-word LGA', async () => {
    const [filed] = await text('+2348071111111', 'REPORT 7 Abeokuta South loud fighting outside the hall since noon');
    expect(filed).toMatch(/^SafeOgun: report received/);
    const ticketId = /OGP-[0-9A-Z]{10}/.exec(filed!)![0];
    const [row] = await world.ctx.database.db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
    expect(row).toMatchObject({
      lgaId: world.abeokutaSouth.lgaId,
      incidentTypeId: world.typeIds['Public Disturbance'],
      description: 'loud fighting outside the hall since noon',
    });
  });

  it('answers HELP and unknown text with the usage, and a repeated inbound id once', async () => {
    const phone = '+2348072222222';
    const [help] = await text(phone, 'help');
    expect(help).toMatch(/^SafeOgun Police: REPORT type LGA what happened/);
    expect(await text(phone, 'hello?')).toEqual([help]);
    expect(await text(phone, 'HELP', 'ATXid_same')).toHaveLength(1);
    expect(await text(phone, 'HELP', 'ATXid_same')).toHaveLength(0);
  });

  it('texts status changes until STOP, then no more', async () => {
    const db = world.ctx.database.db;
    const phone = '+2348073333333';
    const [filed] = await text(phone, 'REPORT theft Odeda goats taken from the pen last night');
    const ticketId = /OGP-[0-9A-Z]{10}/.exec(filed!)![0];
    const [row] = await db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
    const move = (version: number, status: string) =>
      world.ctx.api('PATCH', `/police/incidents/${row!.id}/status`, world.commanderRight, {
        version,
        status,
        note: 'We are looking into it. \u201CThank you\u201D for reporting \u2014 Odeda Division.',
      });
    expect((await move(0, 'in-progress')).statusCode).toBe(200);
    await world.ctx.app.jobs.runDue();
    const statusTexts = () => db.select().from(smsOutbound).where(eq(smsOutbound.incidentId, row!.id));
    const first = (await statusTexts()).filter((t) => t.purpose === 'status');
    expect(first.map((t) => t.message)).toEqual([
      `SafeOgun ${ticketId}: now In Progress. We are looking into it. "Thank you" for reporting - Odeda Division. Reply STOP to end texts.`,
    ]);
    expect(await text(phone, 'stop')).toEqual(['SafeOgun: you will get no more status texts. Text HELP for help.']);
    expect((await move(1, 'on-hold')).statusCode).toBe(200);
    await world.ctx.app.jobs.runDue();
    expect((await statusTexts()).filter((t) => t.purpose === 'status')).toHaveLength(1);
  });

  it('answers STATUS with the status and the last public update, shortened to one segment', async () => {
    const db = world.ctx.database.db;
    const phone = '+2348073333334';
    const [filed] = await text(phone, 'REPORT theft Abeokuta South my bicycle was taken from the gate');
    const ticketId = /OGP-[0-9A-Z]{10}/.exec(filed!)![0];
    const [row] = await db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
    const long = `We found a bicycle like yours at the Kuto station; come with its receipt. ${'Ask for Sgt Bello. '.repeat(8)}`;
    const moved = await world.ctx.api('PATCH', `/police/incidents/${row!.id}/status`, world.officerRight, {
      version: 0,
      status: 'in-progress',
      note: long,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [status] = await text(phone, `status ${ticketId.toLowerCase()}`);
    expect(status).toMatch(
      new RegExp(
        `^SafeOgun ${ticketId}: In Progress\\. We found a bicycle like yours at the Kuto station; come with its receipt\\. Ask for Sgt Bello\\..*\\.\\.\\.$`,
      ),
    );
  });

  it("reads the keywords of every language and answers in the keyword's, the conversation's or the account's", async () => {
    const db = world.ctx.database.db;
    const yoruba = '+2348075555555';
    const [filed] = await text(yoruba, 'jabo 1 Ifo won ji foonu mi ni oja');
    expect(filed).toMatch(/^SafeOgun: a ti gba ijabo re\. Nomba itopinpin OGP-[0-9A-Z]{10}\. Te IPO OGP-/);
    const ticketId = /OGP-[0-9A-Z]{10}/.exec(filed!)![0];
    const [row] = await db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
    expect(row).toMatchObject({
      channel: 'sms',
      incidentTypeId: world.typeIds.Theft,
      description: 'won ji foonu mi ni oja',
    });
    expect(await text(yoruba, `IPO ${ticketId}`)).toEqual([`SafeOgun ${ticketId}: Tuntun.`]);
    // English keywords work whatever the language, and answer in English for a number with no account...
    expect(await text(yoruba, `STATUS ${ticketId}`)).toEqual([`SafeOgun ${ticketId}: New.`]);
    // ... and in the account's language for a citizen's number.
    await createTestUser(world.ctx, { phoneNumber: '+2348075555556', language: 'pcm' });
    expect(await text('+2348075555556', `STATUS ${ticketId}`)).toEqual([`SafeOgun ${ticketId}: New.`]);
    expect(await text('+2348075555556', `How far ${ticketId}`)).toEqual([`SafeOgun ${ticketId}: New.`]);
    expect(await text('+2348075555556', 'hello')).toEqual([CHANNEL_TEXT.pcm.sms.help]);

    // A Pidgin REPORT missing its type asks in Pidgin, and the conversation stays in Pidgin.
    const pidgin = '+2348075555557';
    const [ask] = await text(pidgin, 'YARN');
    expect(ask).toMatch(/^Send the type number: 1 Theft, 2 Assault or Abuse,/);
    expect(await text(pidgin, '4')).toEqual([CHANNEL_TEXT.pcm.sms.askLga]);
    const [pidginFiled] = await text(pidgin, 'Sagamu dem carry my brother go since yesterday');
    expect(pidginFiled).toMatch(/^SafeOgun: we don collect your report\. Tracking ID OGP-/);

    expect(await text(pidgin, 'HELEP')).toEqual([CHANNEL_TEXT.pcm.sms.help]);
    expect(await text(yoruba, 'Iranlowo')).toEqual([CHANNEL_TEXT.yo.sms.help]);
    expect(await text(pidgin, 'COMOT')).toEqual([CHANNEL_TEXT.pcm.sms.stopped]);
    expect(await text(yoruba, 'DAWODURO')).toEqual([CHANNEL_TEXT.yo.sms.stopped]);
  });

  it('forgets inbound ids after a week and finished conversations after a day (the daily sweep)', async () => {
    const db = world.ctx.database.db;
    await text('+2348074444444', 'REPORT theft', 'ATXid_old');
    expect(await db.select().from(smsConversations).where(eq(smsConversations.phone, '+2348074444444'))).toHaveLength(
      1,
    );
    await cleanUpChannels({ db, now: () => new Date(Date.now() + 2 * 24 * 3600_000) });
    expect(await db.select().from(smsConversations).where(eq(smsConversations.phone, '+2348074444444'))).toEqual([]);
    expect(await db.select().from(smsInbound).where(eq(smsInbound.id, 'ATXid_old'))).toHaveLength(1);
    await cleanUpChannels({ db, now: () => new Date(Date.now() + 8 * 24 * 3600_000) });
    expect(await db.select().from(smsInbound).where(eq(smsInbound.id, 'ATXid_old'))).toEqual([]);
  });

  it('refuses bad callbacks with 400 and files nothing', async () => {
    const res = await sms(world.ctx, secret, 'not-a-phone', 'REPORT theft Ifo a long enough story', 'ATXid_bad');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('from must be a phone number in international format');
  });
});
