/**
 * The reference data's check at every start (seed/reference.ts): a seed row missing from the database comes back,
 * and what an administrator changed stays as they left it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEEDBACK_TYPES, INCIDENT_TYPES } from '@safeogun/contract/reference';
import { createPoliceWorld, type PoliceWorld } from '../../modules/casework/casework.test-helpers';
import { communityTips, feedbackTypes } from '../schema';
import { STARTER_TIPS } from './community-tips';
import { seedReferenceData } from './reference';

let world: PoliceWorld;
beforeAll(async () => {
  world = await createPoliceWorld();
});
afterAll(() => world.ctx.close());

const restart = () => seedReferenceData(world.ctx.database.db, world.ctx.config.lgaBoundariesPath);
const names = async (url: string) =>
  ((await world.ctx.api('GET', url)).json().data as { name: string }[]).map((row) => row.name);
const tipTitles = async () =>
  ((await world.ctx.api('GET', '/community/tips')).json().data.tips as { title: string }[]).map((tip) => tip.title);

describe('the reference data at start-up', () => {
  it('puts back a missing seed row and leaves renamed types and edited tips as the administrator left them', async () => {
    const db = world.ctx.database.db;
    const types = (await world.ctx.api('GET', '/incident/types')).json().data as { id: number; name: string }[];
    const theft = types.find((type) => type.name === 'Theft')!;
    const renamed = await world.ctx.api('PATCH', `/admin/incident-types/${theft.id}`, world.admin, {
      name: 'Theft of property',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [starter, missing] = STARTER_TIPS;
    const [tip] = await db.select().from(communityTips).where(eq(communityTips.seedKey, starter!.seedKey));
    const edited = await world.ctx.api('PATCH', `/admin/tips/${tip!.id}`, world.admin, { title: 'Lock up at night' });
    expect(edited.statusCode, edited.body).toBe(200);
    // A database seeded before this feedback type and this tip were shipped.
    await db.delete(feedbackTypes).where(eq(feedbackTypes.name, FEEDBACK_TYPES.at(-1)!));
    await db.delete(communityTips).where(eq(communityTips.seedKey, missing!.seedKey));
    expect(await names('/feedback/types')).not.toContain(FEEDBACK_TYPES.at(-1));

    await restart();

    expect(await names('/feedback/types')).toEqual([...FEEDBACK_TYPES]);
    const afterTypes = await names('/incident/types');
    expect(afterTypes).toContain('Theft of property');
    expect(afterTypes).not.toContain('Theft');
    expect(afterTypes).toHaveLength(INCIDENT_TYPES.length);
    const titles = await tipTitles();
    expect(titles).toContain(missing!.title);
    expect(titles).toContain('Lock up at night');
    expect(titles).not.toContain(starter!.title);
    expect(titles).toHaveLength(STARTER_TIPS.length);

    // A start with every seed row present changes nothing.
    await restart();
    expect(await names('/feedback/types')).toEqual([...FEEDBACK_TYPES]);
    expect(await tipTitles()).toEqual(titles);
  });
});
