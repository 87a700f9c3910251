/**
 * Area Commands and their LGAs, incident types and the contact numbers (issue 14): what administrators change, what
 * citizens and officers then see, the refusals with a sentence each, and the audit entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, DEFAULT_CONTACT_NUMBERS } from '@safeogun/contract/administration';
import { auditLog, incidents, lgas } from '../../db/schema';
import { call, createPoliceWorld, insertReport, type PoliceWorld } from '../casework/casework.test-helpers';

let world: PoliceWorld;
beforeAll(async () => {
  world = await createPoliceWorld();
});
afterAll(() => world.ctx.close());

/** The world's citizen files a report of type `incidentTypeId` at `place` through the API. */
const fileAsCitizen = (
  incidentTypeId: number,
  place: { lat: number; lng: number },
  address: string,
  description: string,
) =>
  world.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/incident/new',
    headers: world.citizen.headers,
    payload: {
      data: {
        incidentTypeId,
        isDraft: false,
        address,
        description,
        isIdentityHidden: false,
        isLocationHidden: false,
        isAnonymous: false,
        channel: 'web',
        latitude: place.lat,
        longitude: place.lng,
      },
    },
  });
const auditsOf = (action: string) => world.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('Area Commands', () => {
  it('adds and renames a command, refusing a name in use, audited', async () => {
    const created = await call(world, world.admin, 'POST', '/admin/area-commands', { name: 'Remo Area Command' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.areaCommand.id;
    const renamed = await call(world, world.admin, 'PATCH', `/admin/area-commands/${id}`, { name: 'Remo Command' });
    expect(renamed.json()).toMatchObject({
      message: ADMIN_MESSAGES.commandRenamed,
      data: { areaCommand: { id, name: 'Remo Command' } },
    });
    const taken = await call(world, world.admin, 'POST', '/admin/area-commands', { name: 'remo command' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_MESSAGES.duplicateCommand('remo command'));
    expect((await call(world, world.admin, 'POST', '/admin/area-commands', { name: ' ' })).json().message).toBe(
      ADMIN_MESSAGES.commandNameRequired,
    );
    expect((await call(world, world.admin, 'PATCH', '/admin/area-commands/999999', { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call(world, world.commanderRight, 'POST', '/admin/area-commands', { name: 'Y' })).statusCode).toBe(
      403,
    );
    expect((await auditsOf('area-command.created')).length).toBe(1);
    expect(await auditsOf('area-command.renamed')).toMatchObject([
      { details: { from: 'Remo Area Command', to: 'Remo Command' } },
    ]);
    const list = (await call(world, world.admin, 'GET', '/admin/area-commands')).json().data.areaCommands;
    expect(list.map((c: { name: string }) => c.name)).toContain('Remo Command');
  });

  it('moves an LGA only after a confirmation naming how many open reports it re-routes; closed ones stay', async () => {
    const O = world.odeda;
    const target = world.ijebuOde.areaCommandId;
    const previewUrl = `/admin/lgas/${O.lgaId}/area-command?areaCommandId=${target}`;
    // The demo reports of Odeda, and three more: two open, one resolved.
    const demoOpen = (await call(world, world.admin, 'GET', previewUrl)).json().data.openReports as number;
    const open = await insertReport(world, O);
    const onHold = await insertReport(world, O, { status: 'on-hold' });
    const closed = await insertReport(world, O, { status: 'resolved' });
    const n = demoOpen + 2;
    const preview = await call(world, world.admin, 'GET', previewUrl);
    expect(preview.json().data).toMatchObject({ lga: { name: 'Odeda' }, to: { id: target }, openReports: n });
    const command = preview.json().data.to.name;

    const unconfirmed = await call(world, world.admin, 'PUT', `/admin/lgas/${O.lgaId}/area-command`, {
      areaCommandId: target,
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(ADMIN_MESSAGES.confirmReroute('Odeda', command, n));
    const stale = await call(world, world.admin, 'PUT', `/admin/lgas/${O.lgaId}/area-command`, {
      areaCommandId: target,
      confirmOpenReports: n - 1,
    });
    expect(stale.statusCode).toBe(409);

    const moved = await call(world, world.admin, 'PUT', `/admin/lgas/${O.lgaId}/area-command`, {
      areaCommandId: target,
      confirmOpenReports: n,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: ADMIN_MESSAGES.lgaMoved('Odeda', command, n),
      data: { rerouted: n, from: { id: O.areaCommandId } },
    });
    const db = world.ctx.database.db;
    const commandOf = async (id: string) =>
      (await db.select().from(incidents).where(eq(incidents.id, id)))[0]!.areaCommandId;
    expect(await commandOf(open.id)).toBe(target);
    expect(await commandOf(onHold.id)).toBe(target);
    expect(await commandOf(closed.id)).toBe(O.areaCommandId);
    expect((await db.select().from(lgas).where(eq(lgas.id, O.lgaId)))[0]!.areaCommandId).toBe(target);
    // A report filed now in Odeda goes to the new command.
    const filed = await fileAsCitizen(
      world.typeIds.Theft!,
      O,
      'Odeda market',
      'My motorcycle was taken from the market car park.',
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const [fresh] = await db.select().from(incidents).where(eq(incidents.ticketId, filed.json().data.ticketId));
    expect(fresh!.areaCommandId).toBe(target);
    // The new command's commander reaches the open report; the old one no longer does.
    expect((await call(world, world.commanderOther, 'GET', `/police/incidents/${open.id}`)).statusCode).toBe(200);
    expect((await call(world, world.commanderRight, 'GET', `/police/incidents/${open.id}`)).statusCode).toBe(404);
    expect(await auditsOf('lga.area-command.changed')).toMatchObject([
      { targetType: 'lga', details: { lga: 'Odeda', to: command, reroutedReports: n } },
    ]);

    const again = await call(world, world.admin, 'PUT', `/admin/lgas/${O.lgaId}/area-command`, {
      areaCommandId: target,
    });
    expect(again.json().message).toBe(ADMIN_MESSAGES.lgaAlreadyThere('Odeda', command));
    const back = await call(world, world.admin, 'PUT', `/admin/lgas/${O.lgaId}/area-command`, {
      areaCommandId: O.areaCommandId,
      // With the report filed after the move.
      confirmOpenReports: n + 1,
    });
    expect(back.statusCode, back.body).toBe(200);
    const unknown = await call(world, world.admin, 'PUT', `/admin/lgas/${O.lgaId}/area-command`, {
      areaCommandId: 999999,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('incident types', () => {
  it('adds, renames, marks sensitive and deactivates a type; citizens no longer get it; audited', async () => {
    const created = await call(world, world.admin, 'POST', '/admin/incident-types', { name: 'Cybercrime' });
    expect(created.statusCode, created.body).toBe(201);
    const type = created.json().data.incidentType;
    expect(type).toMatchObject({ name: 'Cybercrime', isActive: true, isSensitive: false, reports: 0 });
    const offered = async () =>
      ((await world.ctx.app.inject({ url: '/api/v1/incident/types' })).json().data as { name: string }[]).map(
        (t) => t.name,
      );
    expect(await offered()).toContain('Cybercrime');
    // Its targets are set where every type's are.
    const targets = (await call(world, world.admin, 'GET', '/admin/sla-targets')).json().data.targets;
    expect(targets.map((t: { incidentType: string }) => t.incidentType)).toContain('Cybercrime');

    const patch = (body: object) => call(world, world.admin, 'PATCH', `/admin/incident-types/${type.id}`, body);
    expect((await patch({ name: 'Cybercrime and Fraud', isSensitive: true })).json().data.incidentType).toMatchObject({
      name: 'Cybercrime and Fraud',
      isSensitive: true,
    });
    expect((await patch({ name: 'Theft' })).statusCode).toBe(409);
    expect((await patch({ isActive: false })).json().data.incidentType.isActive).toBe(false);
    expect(await offered()).not.toContain('Cybercrime and Fraud');
    const filed = await fileAsCitizen(
      type.id,
      world.abeokutaSouth,
      '12 Oke-Ilewo Road, Abeokuta',
      'Someone took money from my account online.',
    );
    expect(filed.statusCode).toBe(400);
    expect(filed.json().errors).toContainEqual({ field: 'incidentTypeId', message: ADMIN_MESSAGES.inactiveType });
    expect((await auditsOf('incident-type.updated')).map((a) => a.details)).toEqual([
      {
        incidentType: 'Cybercrime',
        from: { name: 'Cybercrime', isSensitive: false },
        to: { name: 'Cybercrime and Fraud', isSensitive: true },
      },
      { incidentType: 'Cybercrime and Fraud', from: { isActive: true }, to: { isActive: false } },
    ]);
  });

  it('withholds the descriptions of a type marked sensitive from the map at once', async () => {
    const type = (await call(world, world.admin, 'POST', '/admin/incident-types', { name: 'Land Dispute' })).json().data
      .incidentType;
    const S = world.abeokutaSouth;
    await insertReport(world, S, { incidentTypeId: type.id, description: 'Names of both families in the dispute.' });
    const rows = async () =>
      (await call(world, world.citizen, 'GET', `/crimeMap/all?lgaId=${S.lgaId}&incidentTypeId=${type.id}`)).json().data
        .crimeMaps['Abeokuta South'].crimes as { description: string }[];
    expect((await rows()).map((r) => r.description)).toEqual(['Names of both families in the dispute.']);
    await call(world, world.admin, 'PATCH', `/admin/incident-types/${type.id}`, { isSensitive: true });
    expect((await rows()).map((r) => r.description)).toEqual(['']);
  });

  it('deletes only a type no report uses', async () => {
    const theft = world.typeIds.Theft!;
    await insertReport(world, world.abeokutaSouth);
    const inUse = await call(world, world.admin, 'DELETE', `/admin/incident-types/${theft}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(
      /^Theft is used by \d+ reports?, so it cannot be deleted\. Deactivate it instead\.$/,
    );
    const spare = (await call(world, world.admin, 'POST', '/admin/incident-types', { name: 'Spare' })).json().data
      .incidentType;
    const gone = await call(world, world.admin, 'DELETE', `/admin/incident-types/${spare.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call(world, world.admin, 'DELETE', `/admin/incident-types/${spare.id}`)).statusCode).toBe(404);
    expect(await auditsOf('incident-type.deleted')).toMatchObject([{ details: { name: 'Spare' } }]);
    const list = (await call(world, world.admin, 'GET', '/admin/incident-types')).json().data.incidentTypes;
    expect(list.find((t: { id: number }) => t.id === theft).reports).toBeGreaterThan(0);
  });
});

describe('contact numbers', () => {
  it('starts with the defaults; an administrator changes them (audited) and everyone reads the new ones', async () => {
    const read = async () => (await world.ctx.app.inject({ url: '/api/v1/contact-numbers' })).json().data;
    expect(await read()).toEqual(DEFAULT_CONTACT_NUMBERS);
    const numbers = {
      supportPhone: '0803 000 0112',
      emergencyNumbers: [
        { label: 'Emergency (police, fire, ambulance)', phone: '112' },
        { label: 'Ogun Police Control Room', phone: '0803 230 0001' },
      ],
    };
    const saved = await call(world, world.admin, 'PUT', '/admin/contact-numbers', numbers);
    expect(saved.json()).toMatchObject({ message: ADMIN_MESSAGES.contactsSaved, data: numbers });
    expect(await read()).toEqual(numbers);
    expect((await call(world, world.admin, 'PUT', '/admin/contact-numbers', numbers)).json().message).toBe(
      ADMIN_MESSAGES.noChange,
    );
    expect(await auditsOf('site.contact-numbers.changed')).toMatchObject([
      { targetType: 'setting', details: { from: DEFAULT_CONTACT_NUMBERS, to: numbers } },
    ]);
    const bad = await call(world, world.admin, 'PUT', '/admin/contact-numbers', {
      supportPhone: 'dial me',
      emergencyNumbers: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual([ADMIN_MESSAGES.numbersCount, ADMIN_MESSAGES.phoneFormat].sort());
    expect((await call(world, world.hq, 'PUT', '/admin/contact-numbers', numbers)).statusCode).toBe(403);
  });
});
