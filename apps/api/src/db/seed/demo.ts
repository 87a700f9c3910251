/**
 * Demo content for the embedded default (and PostgreSQL with SEED_DEMO=1): stations marked "(demo)",
 * news articles tagged demo, and anonymous incidents whose descriptions start with "Demo report".
 * Runs once per database, recorded in app_meta.
 */
import { eq } from 'drizzle-orm';
import { type INCIDENT_TYPES } from '@safeogun/contract/reference';
import type { Db } from '../client';
import { appMeta, incidentTypes, incidentUpdates, incidents, lgas, newsArticles, stations } from '../schema';
import { bboxContains, geometryContains, type AreaGeometry } from '../../lib/geo';
import { newTicketId } from '../../lib/ticket-id';
import { DEMO_ARTICLES, demoArticleBody } from './demo-news';

const DEMO_SEED_KEY = 'demo_seed_v1';
const DAY_MS = 86_400_000;

/** Small deterministic generator so every fresh demo database looks alike. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reports in the last 7 days per LGA (in file order), chosen so the default map shows every level. */
const LAST_WEEK = [9, 4, 12, 1, 6, 3, 0, 2, 1, 0, 2, 1, 5, 3, 0, 1, 0, 8, 2, 0];
const OLDER_REPORTS = 520;

const DESCRIPTIONS: Record<(typeof INCIDENT_TYPES)[number], string[]> = {
  Theft: ['Phone snatched at the bus stop by two men on a motorcycle.', 'Shop broken into overnight; goods taken.'],
  'Assault or Abuse': ['A man was beaten by a group after an argument at the junction.'],
  'Domestic Violence': ['Neighbour heard shouting and a woman crying for help late at night.'],
  Kidnapping: ['Passengers of a commercial bus reported taken by armed men on the highway.'],
  Murder: ['Body found by the roadside early in the morning; residents gathered.'],
  'Police Misconduct': ['Officers at a checkpoint demanded money from commercial drivers.'],
  'Public Disturbance': [
    'Loud fight between two groups blocking the market road.',
    'Youths burning tyres on the road.',
  ],
  Emergency: ['Building collapsed after heavy rain; people may be trapped.', 'Fire at a filling station.'],
};

const STATUSES_BY_AGE = (days: number, r: number) =>
  days < 2
    ? 'new'
    : days < 14
      ? r < 0.5
        ? 'in-progress'
        : r < 0.7
          ? 'on-hold'
          : 'new'
      : r < 0.6
        ? 'resolved'
        : r < 0.85
          ? 'closed'
          : 'in-progress';

const MINUTE_MS = 60_000;

/**
 * A demo report's response-time targets, as reports filed before targets existed get them (migration 0012,
 * decision 011): counted from the seeding, so a fresh demo does not open on hundreds of overdue reports that would
 * all escalate at once. A report the station has moved on was acknowledged an hour after it came in, and a
 * finished one resolved two days after.
 */
function demoSla(
  type: { acknowledgeMinutes: number; resolveMinutes: number },
  status: string,
  submittedAt: Date,
  now: Date,
): Partial<typeof incidents.$inferInsert> {
  const start = Math.max(submittedAt.getTime(), now.getTime());
  const finished = status === 'resolved' || status === 'closed';
  return {
    acknowledgeMinutes: type.acknowledgeMinutes,
    resolveMinutes: type.resolveMinutes,
    acknowledgeDueAt: new Date(start + type.acknowledgeMinutes * MINUTE_MS),
    resolveDueAt: new Date(start + type.resolveMinutes * MINUTE_MS),
    acknowledgedAt: status === 'new' ? null : new Date(submittedAt.getTime() + 60 * MINUTE_MS),
    resolvedAt: finished ? new Date(Math.min(submittedAt.getTime() + 2 * DAY_MS, now.getTime())) : null,
    slaPausedAt: status === 'on-hold' || status === 'resolved' ? now : null,
  };
}

export async function seedDemoContent(db: Db, now = new Date()): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
  if (done.length > 0) return false;

  const rand = mulberry32(20261121);
  const lgaRows = await db.select().from(lgas).orderBy(lgas.sortOrder);
  const typeRows = await db.select().from(incidentTypes).orderBy(incidentTypes.sortOrder);

  await db.transaction(async (tx) => {
    const stationRows = await tx
      .insert(stations)
      .values(
        lgaRows.map((l) => ({
          formation: `${l.name} Division (demo)`,
          address: `Divisional Police Headquarters, ${l.name} (demo location)`,
          lgaId: l.id,
          latitude: l.labelLat,
          longitude: l.labelLng,
          isDemo: true,
        })),
      )
      .onConflictDoNothing({ target: stations.formation })
      .returning();
    const stationByLga = new Map(stationRows.map((s) => [s.lgaId, s.id]));

    await tx
      .insert(newsArticles)
      .values(
        DEMO_ARTICLES.map((a) => ({
          slug: a.slug,
          title: a.title,
          subtitle: a.subtitle,
          bodyText: demoArticleBody(a),
          tags: a.tags,
          views: a.views,
          caption: a.caption ?? null,
          coverImage: a.coverImage ?? null,
          isDemo: true,
          datePublished: new Date(now.getTime() - a.daysAgo * DAY_MS),
        })),
      )
      .onConflictDoNothing({ target: newsArticles.slug });

    const pointIn = (lga: (typeof lgaRows)[number]): [number, number] => {
      const geometry = lga.boundary as AreaGeometry;
      const box = { minLng: lga.minLng!, minLat: lga.minLat!, maxLng: lga.maxLng!, maxLat: lga.maxLat! };
      for (let i = 0; i < 200; i++) {
        const lng = box.minLng + rand() * (box.maxLng - box.minLng);
        const lat = box.minLat + rand() * (box.maxLat - box.minLat);
        if (bboxContains(box, lng, lat) && geometryContains(geometry, lng, lat)) return [lat, lng];
      }
      return [lga.labelLat!, lga.labelLng!];
    };

    const rows: (typeof incidents.$inferInsert)[] = [];
    const add = (lga: (typeof lgaRows)[number], ageMs: number) => {
      const type = typeRows[Math.floor(rand() * typeRows.length)]!;
      const texts = DESCRIPTIONS[type.name as (typeof INCIDENT_TYPES)[number]] ?? ['Incident reported.'];
      const [lat, lng] = pointIn(lga);
      const submittedAt = new Date(now.getTime() - ageMs);
      const status = STATUSES_BY_AGE(ageMs / DAY_MS, rand());
      rows.push({
        ticketId: newTicketId(),
        incidentTypeId: type.id,
        status,
        ...demoSla(type, status, submittedAt, now),
        address: `${lga.name} LGA, Ogun State`,
        description: `Demo report: ${texts[Math.floor(rand() * texts.length)]}`,
        isAnonymous: true,
        channel: 'web',
        latitude: lat,
        longitude: lng,
        lgaId: lga.id,
        stationId: stationByLga.get(lga.id) ?? null,
        isDemo: true,
        submittedAt,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      });
    };
    lgaRows.forEach((lga, i) => {
      for (let n = 0; n < (LAST_WEEK[i] ?? 0); n++) add(lga, rand() * 6.5 * DAY_MS);
    });
    for (let n = 0; n < OLDER_REPORTS; n++) {
      const lga = lgaRows[Math.floor(rand() ** 1.6 * lgaRows.length)]!;
      add(lga, (7 + rand() * 358) * DAY_MS);
    }
    const inserted = await tx.insert(incidents).values(rows).returning({ id: incidents.id, status: incidents.status });
    const updates = inserted
      .filter((r) => r.status !== 'new')
      .map((r) => ({
        incidentId: r.id,
        status: r.status,
        note: 'Demo update: the report has been reviewed by the station.',
      }));
    if (updates.length) await tx.insert(incidentUpdates).values(updates);

    await tx.insert(appMeta).values({ key: DEMO_SEED_KEY, value: { seededAt: now.toISOString() } });
  });
  return true;
}
