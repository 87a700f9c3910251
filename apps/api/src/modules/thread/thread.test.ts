/**
 * The conversation between the police and a report's reporter (issue 12): police write from the case, the reporter
 * reads and answers by tracking ID, the police read the answer in the case's history; nothing about the reporter is
 * stored with an answer; answers are limited per tracking ID; a closed report's thread is closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { THREAD_MESSAGES } from '@safeogun/contract/thread';
import { incidentMessages, notifications } from '../../db/schema';
import {
  auditRowsFor,
  call,
  createPoliceWorld,
  insertReport,
  type PoliceWorld,
} from '../casework/casework.test-helpers';
import { ANSWERS_PER_TRACKING_ID } from './thread.routes';

let world: PoliceWorld;
beforeAll(async () => {
  world = await createPoliceWorld();
});
afterAll(() => world.ctx.close());

const ask = (id: string, text: string, user = world.officerRight) =>
  call(world, user, 'POST', `/police/incidents/${id}/messages`, { text });
/** An answer by tracking ID, from a client address of its own (the per-client limit is tested apart). */
const answer = (ticketId: string, text: string, from = '10.9.8.7') =>
  world.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/incident/track/${ticketId}/messages`,
    remoteAddress: from,
    headers: { 'user-agent': 'Tipster Phone/1.0' },
    payload: { text },
  });
const track = (ticketId: string, from = '10.1.1.1') =>
  world.ctx.app.inject({ method: 'GET', url: `/api/v1/incident/track/${ticketId}`, remoteAddress: from });
const anonymousReport = () => insertReport(world, world.abeokutaSouth, { userId: null, isAnonymous: true });

describe('a police message and the reporter’s answer by tracking ID', () => {
  it('shows the police message on tracking, and the answer in the case history and thread', async () => {
    const row = await anonymousReport();
    const sent = await ask(row.id, '  Which direction did the men run?  ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      message: THREAD_MESSAGES.sent,
      data: {
        messages: [
          {
            from: 'police',
            text: 'Which direction did the men run?',
            author: { id: world.officerRight.id, fullName: 'Officer Right', role: 'officer' },
          },
        ],
      },
    });

    const tracked = await track(row.ticketId);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().data).toMatchObject({
      canReply: true,
      messages: [{ from: 'police', text: 'Which direction did the men run?', createdAt: expect.any(String) }],
    });
    // The reporter's view never names the officer.
    expect(Object.keys(tracked.json().data.messages[0]).sort()).toEqual(['createdAt', 'from', 'text']);

    const answered = await answer(row.ticketId.toLowerCase(), 'Towards Kuto market, on a red okada.');
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().data.messages.map((m: { from: string }) => m.from)).toEqual(['police', 'reporter']);

    const kase = (await call(world, world.officerRight, 'GET', `/police/incidents/${row.id}`)).json().data.incident;
    const messages = kase.history.filter((e: { kind: string }) => e.kind === 'message');
    expect(messages).toMatchObject([
      { note: 'Which direction did the men run?', details: { from: 'police' }, author: { id: world.officerRight.id } },
      { note: 'Towards Kuto market, on a red okada.', details: { from: 'reporter' }, author: null },
    ]);
    const thread = await call(world, world.commanderRight, 'GET', `/police/incidents/${row.id}/messages`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data.messages).toMatchObject([
      { from: 'police', author: { role: 'officer' } },
      { from: 'reporter', text: 'Towards Kuto market, on a red okada.', author: null },
    ]);

    // Both are in the audit log, by id and length, without the text; the answer names no actor and no address.
    const audit = await auditRowsFor(world, row.id);
    const sentEntry = audit.find((a) => a.action === 'incident.message.sent')!;
    const answerEntry = audit.find((a) => a.action === 'incident.message.received')!;
    expect(sentEntry).toMatchObject({ actorUserId: world.officerRight.id, actorRole: 'officer' });
    expect(sentEntry.details).toMatchObject({ ticketId: row.ticketId, length: 32, messageId: expect.any(String) });
    expect(answerEntry).toMatchObject({ actorUserId: null, actorRole: null, ipAddress: null });
    expect(JSON.stringify(answerEntry.details)).not.toContain('okada');
    expect(JSON.stringify(answerEntry.details)).not.toContain('10.9.8.7');
  });

  it('stores the answer with no link to any account or address', async () => {
    const row = await anonymousReport();
    await ask(row.id, 'Did you see their faces?');
    const res = await answer(row.ticketId, 'Only one of them.', '203.0.113.77');
    expect(res.statusCode).toBe(201);
    const [stored] = await world.ctx.database.db
      .select()
      .from(incidentMessages)
      .where(eq(incidentMessages.text, 'Only one of them.'));
    // Every column of the row: the report, who (reporter), what, when; no account, address, IP or user agent.
    expect(Object.keys(stored!).sort()).toEqual(['authorUserId', 'createdAt', 'from', 'id', 'incidentId', 'text']);
    expect(stored).toMatchObject({ incidentId: row.id, from: 'reporter', authorUserId: null });
    // The table itself has no other column (whoever writes to it), and the row holds nothing of the client.
    const columns = (await world.ctx.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'incident_messages'`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((c) => c.column_name).sort()).toEqual([
      'author_user_id',
      'created_at',
      'from',
      'id',
      'incident_id',
      'text',
    ]);
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113\.77|Tipster Phone/);
  });

  it('keeps nothing of a signed-in reporter who answers with their token, and shows the police nothing of them', async () => {
    const row = await insertReport(world, world.abeokutaSouth, { isIdentityHidden: true });
    await ask(row.id, 'Was anyone hurt?');
    const res = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/incident/track/${row.ticketId}/messages`,
      remoteAddress: '203.0.113.99',
      headers: { ...world.citizen.headers, 'user-agent': 'Funke Phone/2.0', 'x-forwarded-for': '198.51.100.9' },
      payload: { text: 'No, nobody was hurt.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await world.ctx.database.db
      .select()
      .from(incidentMessages)
      .where(eq(incidentMessages.text, 'No, nobody was hurt.'));
    expect(stored).toMatchObject({ from: 'reporter', authorUserId: null });
    const answerEntry = (await auditRowsFor(world, row.id)).find((a) => a.action === 'incident.message.received')!;
    expect(answerEntry).toMatchObject({ actorUserId: null, actorRole: null, ipAddress: null });
    // Nothing the police read about this report names the reporter: the case, the thread, the audit entry.
    const seen = [
      (await call(world, world.officerRight, 'GET', `/police/incidents/${row.id}`)).body,
      (await call(world, world.officerRight, 'GET', `/police/incidents/${row.id}/messages`)).body,
      JSON.stringify(answerEntry),
    ].join('\n');
    expect(seen).toContain('No, nobody was hurt.');
    for (const trace of [
      world.citizen.id,
      world.citizen.email,
      'Funke',
      '+2348030000001',
      '203.0.113.99',
      '198.51.100.9',
    ])
      expect(seen).not.toContain(trace);
  });

  it('a signed-in reporter gets the message in the bell and on the report page, and answers by ticket', async () => {
    const row = await insertReport(world, world.abeokutaSouth, { isIdentityHidden: true });
    const bell = () =>
      world.ctx.database.db.select().from(notifications).where(eq(notifications.userId, world.citizen.id));
    const before = (await bell()).length;
    expect((await ask(row.id, 'Can you share the receipt of the generator?')).statusCode).toBe(201);
    const after = await bell();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({
      title: `New message from the police on report ${row.ticketId}`,
      body: 'Can you share the receipt of the generator?',
      link: `/reports/${row.id}`,
    });
    const own = (await call(world, world.citizen, 'GET', `/incident/${row.id}`)).json().data.incident;
    expect(own.messages).toMatchObject([{ from: 'police', text: 'Can you share the receipt of the generator?' }]);
    expect((await answer(row.ticketId, 'Yes, I will bring it.')).statusCode).toBe(201);
    const again = (await call(world, world.citizen, 'GET', `/incident/${row.id}`)).json().data.incident;
    expect(again.messages.map((m: { from: string }) => m.from)).toEqual(['police', 'reporter']);
  });
});

describe('refusals', () => {
  it('answers 404 to an officer out of reach, and for an unknown tracking ID', async () => {
    const row = await anonymousReport();
    const out = await ask(row.id, 'Hello?', world.officerOther);
    expect(out.statusCode).toBe(404);
    expect(out.json().message).toBe(REPORT_MESSAGES.reportNotFound);
    expect((await call(world, world.commanderOther, 'GET', `/police/incidents/${row.id}/messages`)).statusCode).toBe(
      404,
    );
    const unknown = await answer('OGP-0000000000', 'Hello?');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REPORT_MESSAGES.trackingNotFound);
    expect(
      (await world.ctx.database.db.select().from(incidentMessages).where(eq(incidentMessages.incidentId, row.id)))
        .length,
    ).toBe(0);
  });

  it('validates the text: trimmed, 1 to 1000 characters', async () => {
    const row = await anonymousReport();
    const blank = await answer(row.ticketId, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(THREAD_MESSAGES.textRequired);
    const long = await ask(row.id, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(THREAD_MESSAGES.textTooLong);
  });

  it('closes the conversation with the report (409 both ways)', async () => {
    const row = await anonymousReport();
    await ask(row.id, 'We are closing this soon.');
    const closing = await call(world, world.officerRight, 'PATCH', `/police/incidents/${row.id}/status`, {
      version: 0,
      status: 'closed',
      note: 'Closed after inquiry.',
    });
    expect(closing.statusCode, closing.body).toBe(200);
    const late = await answer(row.ticketId, 'One more thing!');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This report is closed, so its conversation is closed too.');
    const police = await ask(row.id, 'One more question.');
    expect(police.statusCode).toBe(409);
    expect(police.json().message).toBe(THREAD_MESSAGES.closed);
    expect((await track(row.ticketId)).json().data).toMatchObject({ canReply: false, messages: [{ from: 'police' }] });
  });

  it('limits answers per tracking ID, whatever the address, and says how long to wait', async () => {
    const row = await anonymousReport();
    const other = await anonymousReport();
    for (let i = 0; i < ANSWERS_PER_TRACKING_ID.max; i++)
      expect((await answer(row.ticketId, `Answer ${i}`, `10.50.0.${i + 1}`)).statusCode).toBe(201);
    const refused = await answer(row.ticketId, 'One too many', '10.50.1.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(refused.json().message).toBe(THREAD_MESSAGES.tooMany(retryAfter));
    expect(refused.json().message).toMatch(/^Too many messages\. Please try again in \d+ minutes\.$/);
    // Another report's thread is not affected, even from the same address.
    expect((await answer(other.ticketId, 'Hello', '10.50.1.1')).statusCode).toBe(201);
  });

  it('limits answers per client address across tracking IDs', async () => {
    const reports = await Promise.all(Array.from({ length: 4 }, () => anonymousReport()));
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await answer(reports[i % 4]!.ticketId, `Hi ${i}`, '10.60.0.1')).statusCode);
    expect(codes).toEqual(Array(30).fill(201));
    const refused = await answer(reports[0]!.ticketId, 'Hi again', '10.60.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(THREAD_MESSAGES.tooMany(Number(refused.headers['retry-after'])));
  });
});
