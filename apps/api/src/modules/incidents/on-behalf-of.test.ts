/**
 * Issue 21: "I am reporting for someone else". The person the report is about is shown to police on the case, is
 * never on the crime map or the public tracking page, and stays visible to police when the reporter hides their own
 * identity (hiding the reporter hides the reporter, not the person the report is about).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../test/helpers';
import { call, createPoliceWorld, fileReport, type PoliceWorld } from '../casework/casework.test-helpers';

let world: PoliceWorld;
let reporter: TestUser;
const PERSON = { fullName: 'Bisola Onbehalf', relationship: 'Sister', phoneNumber: '+234 803 555 0101' };

beforeAll(async () => {
  world = await createPoliceWorld();
  reporter = await createTestUser(world.ctx, { fullName: 'Kemi Reporter' });
});
afterAll(() => world.ctx.close());

const file = (data: Record<string, unknown>, user: TestUser | null) =>
  fileReport(world, user, {
    incidentTypeId: world.typeIds['Domestic Violence'],
    address: '3 Ibara Road, Abeokuta',
    description: 'My sister is beaten at home every night.',
    ...data,
  });

describe('reporting for someone else', () => {
  it("police see the person on the case, with the reporter's identity hidden as chosen", async () => {
    const filed = await file({ onBehalfOf: PERSON, isIdentityHidden: true }, reporter);
    expect(filed.statusCode, filed.body).toBe(201);
    const { id, ticketId } = filed.json().data as { id: string; ticketId: string };

    const seen = await call(world, world.officerRight, 'GET', `/police/incidents/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.incident).toMatchObject({ identity: 'hidden', onBehalfOf: PERSON });
    expect(seen.body).not.toContain('Kemi Reporter');

    // Never on the public tracking page or the crime map.
    const tracked = await call(world, null, 'GET', `/incident/track/${ticketId}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).not.toContain('Bisola');
    const map = await call(world, world.citizen, 'GET', `/crimeMap/all?lgaId=${world.abeokutaSouth.lgaId}`);
    expect(map.statusCode).toBe(200);
    expect(map.body).not.toContain('Bisola');
    expect(map.body).not.toContain('Sister');
    // Nor in the transparency figures, on the page or in their CSV.
    for (const url of ['/public/transparency?period=30d', '/public/transparency/csv?period=30d']) {
      const figures = await call(world, null, 'GET', url);
      expect(figures.statusCode, figures.body).toBe(200);
      expect(figures.body).not.toContain('Bisola');
    }
  });

  it('works on anonymous reports too, and a report for oneself has none', async () => {
    const anonymous = await file({ onBehalfOf: { fullName: 'Tunde Neighbour', relationship: 'Neighbour' } }, null);
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    const seen = await call(world, world.hq, 'GET', `/police/incidents/${anonymous.json().data.id}`);
    expect(seen.json().data.incident).toMatchObject({
      identity: 'anonymous',
      onBehalfOf: { fullName: 'Tunde Neighbour', relationship: 'Neighbour', phoneNumber: null },
    });
    const own = await file({}, reporter);
    const ownCase = await call(world, world.hq, 'GET', `/police/incidents/${own.json().data.id}`);
    expect(ownCase.json().data.incident.onBehalfOf).toBeNull();
  });

  it('refuses a person without a name or relationship, with a sentence', async () => {
    const noName = await file({ onBehalfOf: { fullName: ' ', relationship: 'Sister' } }, reporter);
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain("Enter the person's name.");
    const noRelation = await file({ onBehalfOf: { fullName: 'Bisola' } }, reporter);
    expect(noRelation.statusCode).toBe(400);
    expect(noRelation.body).toContain('Say how you know the person.');
    const badPhone = await file({ onBehalfOf: { ...PERSON, phoneNumber: 'call me' } }, reporter);
    expect(badPhone.statusCode).toBe(400);
  });
});
