/**
 * Open311 GeoReport v2 (issue 15) as another civic app sees it: every field of the specification's lists present
 * with its type, the crime map's privacy rules on public rows, the specification's error array (4xx, never 5xx) for
 * bad input, and a filed request in the officer's queue.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, incidents, open311ApiKeys } from '../../db/schema';
import { createPoliceWorld, insertReport, type PoliceWorld } from '../casework/casework.test-helpers';

let world: PoliceWorld;
let apiKey: string;

beforeAll(async () => {
  world = await createPoliceWorld();
  const issued = await world.ctx.api('POST', '/admin/open311-keys', world.admin, { name: 'Ogun Civic App' });
  expect(issued.statusCode).toBe(201);
  apiKey = issued.json().data.apiKey;
});
afterAll(() => world.ctx.close());

const open311 = (method: 'GET' | 'POST', url: string, options: { form?: Record<string, string>; ip?: string } = {}) =>
  world.ctx.app.inject({
    method,
    url: `/open311/v2${url}`,
    headers: {
      'x-forwarded-for': options.ip ?? '10.31.1.1',
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
  });

// The GeoReport v2 field lists (wiki.open311.org/GeoReport_v2), with the type each may take.
type Kind = 'string' | 'number' | 'boolean' | 'null';
const SERVICE_FIELDS: Record<string, Kind[]> = {
  service_code: ['string'],
  service_name: ['string'],
  description: ['string'],
  metadata: ['boolean'],
  type: ['string'],
  keywords: ['string'],
  group: ['string'],
};
const REQUEST_FIELDS: Record<string, Kind[]> = {
  service_request_id: ['string'],
  status: ['string'],
  status_notes: ['string', 'null'],
  service_name: ['string'],
  service_code: ['string'],
  description: ['string', 'null'],
  agency_responsible: ['string', 'null'],
  service_notice: ['string', 'null'],
  requested_datetime: ['string'],
  updated_datetime: ['string', 'null'],
  expected_datetime: ['string', 'null'],
  address: ['string', 'null'],
  address_id: ['string', 'null'],
  zipcode: ['string', 'null'],
  lat: ['number', 'null'],
  long: ['number', 'null'],
  media_url: ['string', 'null'],
};
/** W3C date-time with a time zone, as the specification requires of every date. */
const W3C_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const kindOf = (value: unknown): Kind => (value === null ? 'null' : (typeof value as Kind));

function expectFields(item: Record<string, unknown>, fields: Record<string, Kind[]>) {
  expect(Object.keys(item).sort()).toEqual(Object.keys(fields).sort());
  for (const [field, kinds] of Object.entries(fields)) expect(kinds, field).toContain(kindOf(item[field]));
}

function expectRequestShape(item: Record<string, unknown>) {
  expectFields(item, REQUEST_FIELDS);
  expect(['open', 'closed']).toContain(item.status);
  for (const field of ['requested_datetime', 'updated_datetime', 'expected_datetime'])
    if (item[field] !== null) expect(item[field], field).toMatch(W3C_DATE_TIME);
}

/** The specification's error answer: an array of { code, description }, code the HTTP status. */
function expectErrors(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Array<Record<string, unknown>>;
  expect(Array.isArray(body)).toBe(true);
  expect(body.length).toBeGreaterThan(0);
  for (const error of body) {
    expect(Object.keys(error).sort()).toEqual(['code', 'description']);
    expect(error.code).toBe(status);
    expect(typeof error.description).toBe('string');
    expect((error.description as string).length).toBeGreaterThan(10);
  }
  return body;
}

describe('GET services.json', () => {
  it('lists one service per incident type with every field of the specification', async () => {
    const response = await open311('GET', '/services.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    // Readable from other apps' web pages.
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const services = response.json() as Array<Record<string, unknown>>;
    expect(services.map((s) => s.service_name)).toContain('Domestic Violence');
    expect(services).toHaveLength(Object.keys(world.typeIds).length);
    for (const service of services) {
      expectFields(service, SERVICE_FIELDS);
      expect(['realtime', 'batch', 'blackbox']).toContain(service.type);
      expect(service.service_code).toBe(String(world.typeIds[service.service_name as string]));
    }
  });
});

describe('GET requests.json (public, map-safe)', () => {
  let sensitive: { id: string; ticketId: string };
  let label: { lat: number; lng: number };

  beforeAll(async () => {
    const S = world.abeokutaSouth;
    // The place's point is its LGA's label point (casework.test-helpers); the report's own point is off it.
    label = { lat: S.lat, lng: S.lng };
    sensitive = await insertReport(world, S, {
      incidentTypeId: world.typeIds['Domestic Violence']!,
      description: 'My neighbour Bisi Adeyemi is beaten every night.',
      address: '7 Kemta Close, Idi-Aba',
      latitude: S.lat + 0.00123,
      longitude: S.lng - 0.00456,
    });
    await insertReport(world, S, { description: 'Phone snatched at the Kuto market gate.', status: 'resolved' });
    await insertReport(world, S, { description: 'Hidden from the crime map by the police.', hiddenFromMap: true });
    await insertReport(world, S, { description: 'A draft never sent.', isDraft: true, submittedAt: null });
  });

  it('answers every field with its type, and nothing about the reporter, the street or the point', async () => {
    const response = await open311('GET', '/requests.json');
    expect(response.statusCode).toBe(200);
    const requests = response.json() as Array<Record<string, unknown>>;
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const item of requests) expectRequestShape(item);

    const row = requests.find((r) => r.service_request_id === sensitive.id)!;
    expect(row.service_name).toBe('Domestic Violence');
    expect(row.description).toBeNull();
    expect(row.address).toBe('Abeokuta South LGA, Ogun State');
    expect([row.lat, row.long]).toEqual([label.lat, label.lng]);
    expect(row.media_url).toBeNull();
    expect(row.status).toBe('open');

    const text = response.body;
    for (const secret of [
      'Bisi Adeyemi',
      'Kemta',
      'Oke-Ilewo',
      'Funke Reporter',
      sensitive.ticketId,
      world.citizen.email,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('Hidden from the crime map');
    expect(text).not.toContain('A draft never sent');
    expect(text).toContain('Phone snatched at the Kuto market gate.');
  });

  it('filters by status, service_code, dates and ids, and pages', async () => {
    const closed = (await open311('GET', '/requests.json?status=closed')).json() as Array<Record<string, unknown>>;
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((r) => r.status === 'closed')).toBe(true);

    const code = String(world.typeIds['Domestic Violence']);
    const typed = (await open311('GET', `/requests.json?service_code=${code}`)).json() as Array<
      Record<string, unknown>
    >;
    expect(typed.map((r) => r.service_request_id)).toContain(sensitive.id);
    expect(typed.every((r) => r.service_code === code)).toBe(true);

    const past = (
      await open311('GET', '/requests.json?start_date=2020-01-01T00:00:00Z&end_date=2020-02-01T00:00:00Z')
    ).json();
    expect(past).toEqual([]);

    const byId = (await open311('GET', `/requests.json?service_request_id=${sensitive.id}&status=closed`)).json();
    expect(byId.map((r: { service_request_id: string }) => r.service_request_id)).toEqual([sensitive.id]);

    const page = (await open311('GET', '/requests.json?page_size=1&page=2')).json();
    expect(page).toHaveLength(1);
  });

  it('answers one request by id as an array of one, and 404 in the error format for an unknown id', async () => {
    const one = await open311('GET', `/requests/${sensitive.id}.json`);
    expect(one.statusCode).toBe(200);
    const [item] = one.json();
    expectRequestShape(item);
    expect(item.description).toBeNull();
    expectErrors(await open311('GET', '/requests/00000000-0000-4000-8000-000000000000.json'), 404);
    expectErrors(await open311('GET', '/requests/OGP-123.json'), 404);
  });
});

describe('bad input answers the error format with a 4xx', () => {
  it.each([
    ['/requests.json?start_date=yesterday', 400],
    ['/requests.json?end_date=2026-13-45T99:00:00Z', 400],
    ['/requests.json?start_date=2026-01-01T00:00:00Z&end_date=2026-06-01T00:00:00Z', 400],
    ['/requests.json?start_date=2026-03-01T00:00:00Z&end_date=2026-01-01T00:00:00Z', 400],
    ['/requests.json?status=pending', 400],
    ['/requests.json?service_code=99999', 400],
    ['/requests.json?page_size=0', 400],
    ['/requests.json?page_size=100000', 400],
    ['/requests.json?page=-1', 400],
    ['/requests.json?service_request_id=1;drop', 400],
    [`/requests.json?service_request_id=${Array(51).fill('00000000-0000-4000-8000-000000000000').join(',')}`, 400],
    ['/requests.json?jurisdiction_id=lagos', 404],
    ['/services.xml', 406],
    ['/requests.xml', 406],
    ['/requests/00000000-0000-4000-8000-000000000000.xml', 406],
    ['/discovery.json', 404],
    [`/requests/${'x'.repeat(1000)}.json`, 414],
  ])('GET %s answers %i', async (url, status) => {
    expectErrors(await open311('GET', url), status);
  });

  it('never answers 5xx to odd parameters', async () => {
    const odd = ['%00', '\u202e', '😀', "'", 'a'.repeat(5000), '1e309', '-0', ',,,', 'open,,closed', 'null'];
    for (const value of odd)
      for (const name of [
        'start_date',
        'end_date',
        'status',
        'service_code',
        'service_request_id',
        'page',
        'page_size',
      ]) {
        const response = await open311('GET', `/requests.json?${name}=${encodeURIComponent(value)}`);
        expect(response.statusCode, `${name}=${value}`).toBeLessThan(500);
        if (response.statusCode >= 400) expectErrors(response, response.statusCode);
      }
  });
});

describe('POST requests.json', () => {
  const form = (fields: Record<string, string> = {}) => ({
    api_key: apiKey,
    service_code: String(world.typeIds.Theft),
    lat: String(world.abeokutaSouth.lat + 0.001),
    long: String(world.abeokutaSouth.lng + 0.001),
    description: 'Two motorcycles stolen from the church car park.',
    email: 'sender@example.com',
    first_name: 'Kunle',
    last_name: 'Sender',
    phone: '+2348099990000',
    ...fields,
  });

  it('files an anonymous report with channel open311 that reaches the officer of its station', async () => {
    const response = await open311('POST', '/requests.json', { form: form() });
    expect(response.statusCode).toBe(201);
    const [created] = response.json();
    expect(Object.keys(created).sort()).toEqual(['account_id', 'service_notice', 'service_request_id']);
    expect(created.account_id).toBeNull();
    const [row] = await world.ctx.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.id, created.service_request_id));
    expect(row).toMatchObject({ channel: 'open311', isAnonymous: true, userId: null, status: 'new', isDraft: false });
    expect(row!.stationId).toBe(world.abeokutaSouth.stationId);
    expect(created.service_notice).toContain(row!.ticketId);
    expect(JSON.stringify(row)).not.toMatch(/Kunle|sender@example|2348099990000/);

    const queue = await world.ctx.api('GET', '/police/incidents?channel=open311', world.officerRight);
    expect(queue.statusCode).toBe(200);
    expect(JSON.stringify(queue.json())).toContain(row!.ticketId);
    const other = await world.ctx.api('GET', '/police/incidents?channel=open311', world.officerOther);
    expect(JSON.stringify(other.json())).not.toContain(row!.ticketId);

    const [listed] = (await open311('GET', `/requests/${created.service_request_id}.json`)).json();
    expectRequestShape(listed);
    expect(listed.description).toBe('Two motorcycles stolen from the church car park.');
  });

  it('takes JSON too, and an address instead of a point', async () => {
    const response = await world.ctx.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      payload: { ...form({ address_string: 'Kuto, Abeokuta South' }), lat: undefined, long: undefined },
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ service_code: '' }, 400],
    [{ service_code: '4242' }, 400],
    [{ description: '' }, 400],
    [{ description: 'short' }, 400],
    [{ description: 'x'.repeat(5001) }, 400],
    [{ lat: '200' }, 400],
    [{ long: 'east' }, 400],
    [{ lat: '', long: '' }, 400],
    [{ lat: '7.1', long: '' }, 400],
    [{ jurisdiction_id: 'lagos' }, 404],
  ])('refuses %o with %i in the error format', async (fields, status) => {
    expectErrors(await open311('POST', '/requests.json', { form: form(fields), ip: '10.31.2.1' }), status);
  });

  it('answers broken bodies in the error format', async () => {
    const broken = await world.ctx.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'application/json' },
      payload: '{"api_key":',
    });
    expectErrors(broken, 400);
    const multipart = await world.ctx.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(multipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(multipart.statusCode).toBeLessThan(500);
    expectErrors(multipart, multipart.statusCode);
  });

  it('refuses a missing, wrong or revoked key with 403, and an address sending many bad keys with 429', async () => {
    const ip = '10.31.3.1';
    expectErrors(await open311('POST', '/requests.json', { form: form({ api_key: '' }), ip }), 403);
    expectErrors(await open311('POST', '/requests.json', { form: form({ api_key: 'so311_guess' }), ip }), 403);

    const issued = await world.ctx.api('POST', '/admin/open311-keys', world.admin, { name: 'Short-lived app' });
    const { key, apiKey: doomed } = issued.json().data;
    expect(
      (await open311('POST', '/requests.json', { form: form({ api_key: doomed }), ip: '10.31.3.2' })).statusCode,
    ).toBe(201);
    expect((await world.ctx.api('POST', `/admin/open311-keys/${key.id}/revoke`, world.admin, {})).statusCode).toBe(200);
    expectErrors(await open311('POST', '/requests.json', { form: form({ api_key: doomed }), ip: '10.31.3.2' }), 403);

    let last = await open311('POST', '/requests.json', { form: form({ api_key: 'so311_x' }), ip });
    for (let i = 0; i < 10 && last.statusCode !== 429; i++)
      last = await open311('POST', '/requests.json', { form: form({ api_key: 'so311_x' }), ip });
    expectErrors(last, 429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('administrators and keys', () => {
  it('stores only a hash, shows the key once, lists and revokes with an audit entry each', async () => {
    const issued = await world.ctx.api('POST', '/admin/open311-keys', world.admin, { name: 'Audit Check App' });
    const { key, apiKey: secret } = issued.json().data;
    expect(secret).toMatch(/^so311_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const [stored] = await world.ctx.database.db.select().from(open311ApiKeys).where(eq(open311ApiKeys.id, key.id));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const list = await world.ctx.api('GET', '/admin/open311-keys', world.admin);
    expect(list.body).not.toContain(secret);
    const listed = list.json().data.keys.find((k: { id: number }) => k.id === key.id);
    expect(listed).toMatchObject({ name: 'Audit Check App', revokedAt: null, reportCount: 0, createdBy: 'Admin Ade' });

    const revoked = await world.ctx.api('POST', `/admin/open311-keys/${key.id}/revoke`, world.admin, {});
    expect(revoked.json().data.key.revokedAt).not.toBeNull();
    expect((await world.ctx.api('POST', `/admin/open311-keys/${key.id}/revoke`, world.admin, {})).statusCode).toBe(409);
    expect((await world.ctx.api('POST', '/admin/open311-keys/999999/revoke', world.admin, {})).statusCode).toBe(404);
    expect((await world.ctx.api('POST', '/admin/open311-keys', world.admin, { name: 'x' })).statusCode).toBe(400);

    const audit = await world.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(key.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['open311.key.issued', 'open311.key.revoked']);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });
});
