import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@safeogun/contract/messages';
import { MAX_EMERGENCY_CONTACTS } from '@safeogun/contract/emergency-contacts';
import { createTestApp, createTestUser, engine, type TestContext, type TestUser } from '../../../test/helpers';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createTestUser(ctx);
  bob = await createTestUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const base = '/api/v1/user/emergencyContact';
const post = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${base}/`, headers: user.headers, payload });
const list = async (user: TestUser) => {
  const res = await ctx.app.inject({ method: 'GET', url: `${base}/all`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.emergencyContacts as Array<{ id: string; fullName: string; phoneNumber: string }>;
};

describe(`emergency contacts (${engine})`, () => {
  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${base}/all` });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('adds a contact, storing the phone as +234 and 10 digits and trimming the name', async () => {
    const res = await post(alice, { fullName: '  Ngozi Adebayo ', phoneNumber: '8031234567', relationship: 'Sister' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: CONTACT_MESSAGES.created,
      data: { emergencyContact: { fullName: 'Ngozi Adebayo', phoneNumber: '+2348031234567', relationship: 'Sister' } },
    });
    for (const phoneNumber of ['+2347011112222', '234 801 111 2222', '08021112222']) {
      const r = await post(alice, { fullName: 'Another', phoneNumber, relationship: 'Friend' });
      expect(r.statusCode, phoneNumber).toBe(201);
    }
    const contacts = await list(alice);
    expect(contacts.map((c) => c.phoneNumber)).toEqual([
      '+2348031234567',
      '+2347011112222',
      '+2348011112222',
      '+2348021112222',
    ]);
    expect(await list(bob)).toEqual([]);
  });

  it('answers bad input with the section 5 messages', async () => {
    const cases: Array<[object, string]> = [
      [{ fullName: '   ', phoneNumber: '8031234567', relationship: 'Sister' }, CONTACT_MESSAGES.fullNameRequired],
      [{ phoneNumber: '8031234567', relationship: 'Sister' }, CONTACT_MESSAGES.fullNameRequired],
      [{ fullName: 'A', phoneNumber: '', relationship: 'Sister' }, CONTACT_MESSAGES.phoneRequired],
      [{ fullName: 'A', relationship: 'Sister' }, CONTACT_MESSAGES.phoneRequired],
      [{ fullName: 'A', phoneNumber: '803123', relationship: 'Sister' }, CONTACT_MESSAGES.phoneTenDigits],
      [{ fullName: 'A', phoneNumber: '80312345678', relationship: 'Sister' }, CONTACT_MESSAGES.phoneTenDigits],
      [{ fullName: 'A', phoneNumber: '8031234567', relationship: 'Cousin' }, CONTACT_MESSAGES.relationshipRequired],
      [{ fullName: 'A', phoneNumber: '8031234567' }, CONTACT_MESSAGES.relationshipRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await post(bob, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(await list(bob)).toEqual([]);
  });

  it('refuses a second contact with the same number', async () => {
    const res = await post(alice, { fullName: 'Dup', phoneNumber: '+2348031234567', relationship: 'Other' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CONTACT_MESSAGES.duplicate);
  });

  it('updates only the owner’s contact; anyone else gets 404', async () => {
    const [first] = await list(alice);
    const update = { fullName: 'Ngozi A.', phoneNumber: '9090000001', relationship: 'Mother' };
    const other = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${first!.id}`,
      headers: bob.headers,
      payload: update,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(CONTACT_MESSAGES.notFound);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/not-a-uuid`,
      headers: alice.headers,
      payload: update,
    });
    expect(bad.statusCode).toBe(404);

    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${first!.id}`,
      headers: alice.headers,
      payload: update,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: CONTACT_MESSAGES.updated,
      data: {
        emergencyContact: {
          id: first!.id,
          fullName: 'Ngozi A.',
          phoneNumber: '+2349090000001',
          relationship: 'Mother',
        },
      },
    });
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${first!.id}`,
      headers: alice.headers,
      payload: { ...update, phoneNumber: '12' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(CONTACT_MESSAGES.phoneTenDigits);
  });

  it('deletes only the owner’s contact', async () => {
    const [first] = await list(alice);
    const other = await ctx.app.inject({ method: 'DELETE', url: `${base}/${first!.id}`, headers: bob.headers });
    expect(other.statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'DELETE', url: `${base}/${first!.id}`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: CONTACT_MESSAGES.deleted, data: { id: first!.id } });
    const again = await ctx.app.inject({ method: 'DELETE', url: `${base}/${first!.id}`, headers: alice.headers });
    expect(again.statusCode).toBe(404);
    expect((await list(alice)).map((c) => c.id)).not.toContain(first!.id);
  });

  it(`caps the list at ${MAX_EMERGENCY_CONTACTS} contacts, also under concurrent requests`, async () => {
    const carol = await createTestUser(ctx);
    const results = await Promise.all(
      Array.from({ length: MAX_EMERGENCY_CONTACTS + 3 }, (_, i) =>
        post(carol, {
          fullName: `Person ${i}`,
          phoneNumber: `80300000${String(i).padStart(2, '0')}`,
          relationship: 'Friend',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_EMERGENCY_CONTACTS);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe(CONTACT_MESSAGES.tooMany);
    expect(await list(carol)).toHaveLength(MAX_EMERGENCY_CONTACTS);
  });
});
