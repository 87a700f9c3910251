/**
 * Two API processes on one PostgreSQL database (issue 12): State HQ's board open on process B shows, within 2 s, an
 * SOS sent to process A (LISTEN/NOTIFY); and while both processes' job pollers run, the unacknowledged alert is
 * escalated to its Area Command exactly once after 2 minutes, its commander told once. The two processes share one
 * clock the journey moves forward (TEST_CLOCK_FILE, decision 016) instead of waiting the 2 minutes.
 * Included only when DATABASE_URL names a PostgreSQL server (playwright.config.ts).
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '../fixtures/test';
import type { PoliceSosAlertDetail } from '@safeogun/contract/sos-board';
import { bearer, createCitizen, signIn } from '../fixtures/citizen';
import { abeokutaSouth } from '../fixtures/places';
import { startServersOnOnePostgres } from '../fixtures/pg-servers';
import { DEMO_POLICE, policeSession } from '../fixtures/police';
import { testClock } from '../fixtures/test-clock';

const escalations = async (api: APIRequestContext, token: string, id: string) => {
  const res = await api.get(`/api/v1/police/sos/${id}`, { headers: bearer({ token }) });
  const alert = (await res.json()).data.alert as PoliceSosAlertDetail;
  return alert.history.filter((h) => h.kind === 'escalated').map((h) => h.details?.level);
};

test('an alert sent to one process reaches a board on the other, and escalates once', async ({ page }) => {
  // E2E_PORT + 1 and + 2: the ports of this journey alone.
  const port = Number(process.env.E2E_PORT ?? 8181) + 1;
  const clock = testClock();
  const { bases, dataDir, stop } = await startServersOnOnePostgres([port, port + 1], { SEED_DEMO: '1', ...clock.env });
  const previousDataDir = process.env.E2E_DATA_DIR;
  try {
    process.env.E2E_DATA_DIR = dataDir;
    const onA = await playwrightRequest.newContext({ baseURL: bases[0] });
    const onB = await playwrightRequest.newContext({ baseURL: bases[1] });
    const citizen = await createCitizen(onA);
    const hq = await policeSession(onB, DEMO_POLICE.hq);
    const commander = await policeSession(onA, DEMO_POLICE.egbaCommander);

    await signIn(page, hq, `${bases[1]}/console/sos`);
    await expect(page.getByTestId('board-connection')).toHaveText('Live');

    const sent = await onA.post('/api/v1/sos/new', {
      headers: bearer(citizen),
      multipart: { data: JSON.stringify({ comment: 'Two processes: help.', coordinates: abeokutaSouth() }) },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const answered = Date.now();
    const id = (await sent.json()).data.alertId as string;
    await page.getByTestId(`sos-card-${id}`).waitFor({ state: 'visible', timeout: 2000 });
    console.log(`sos board across processes: card shown ${Date.now() - answered} ms after the answer`);

    // Nobody acknowledges: a minute on, nothing yet; past 2 minutes (State HQ's turn comes at 4), both pollers
    // (every second) find the job due, and the Area Command gets it once.
    clock.moveTo(60_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await escalations(onB, hq.token, id)).toEqual([]);
    clock.moveTo(2 * 60_000 + 10_000);
    await expect.poll(() => escalations(onB, hq.token, id), { timeout: 20_000 }).toEqual(['area']);
    await expect(page.getByTestId(`sos-card-${id}`)).toContainText('Escalated: Area Command');
    // Several more rounds of both pollers escalate nothing again.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(await escalations(onA, hq.token, id)).toEqual(['area']);
    const inbox = await onA.get('/api/v1/notifications?size=100', { headers: bearer(commander) });
    const told = ((await inbox.json()).data.data as { link: string | null }[]).filter(
      (n) => n.link === `/console/sos/${id}`,
    );
    expect(told).toHaveLength(1);
    await onA.dispose();
    await onB.dispose();
  } finally {
    process.env.E2E_DATA_DIR = previousDataDir;
    await stop();
    clock.remove();
  }
});
