/**
 * Reviews and feedback in the console (issue 12): citizens review two resolved cases in Abeokuta South (one named,
 * one asking to stay hidden) and send feedback to its station. The station's officer, on a 360 px screen and by
 * keyboard, reads them (the hidden reviewer never named), narrows to the cases they handled and to unanswered ones,
 * and replies in place; the citizen is notified. State HQ, on a desktop, reads the averages per Area Command and
 * station over a period and opens a station's entries from there.
 */
import { expect, test, type APIRequestContext } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { bearer, createCitizen, type Citizen } from '../fixtures/citizen';
import { abeokutaSouth } from '../fixtures/places';
import { DEMO_POLICE, openAsPolice, policeBearer, policeSession, type PoliceSession } from '../fixtures/police';

const API = '/api/v1';
const STATION = 'Abeokuta South Division (demo)';
const tag = Date.now().toString(36);
const named = `Named review ${tag}: kept informed at every step.`;
const hidden = `Hidden review ${tag}: slow, but it was solved.`;
const stationFeedback = `Station compliment ${tag}: the desk officer was polite.`;

/** A report in Abeokuta South, moved to resolved by `police` (who so handled it), then reviewed by `citizen`. */
async function reviewedCase(
  request: APIRequestContext,
  citizen: Citizen,
  police: PoliceSession,
  review: { rating: number; comments: string; isIdentityHidden: boolean },
) {
  const types = (await (await request.get(`${API}/incident/types`)).json()).data as { id: number; name: string }[];
  const filed = await request.post(`${API}/incident/new`, {
    headers: bearer(citizen),
    multipart: {
      data: JSON.stringify({
        incidentTypeId: types.find((t) => t.name === 'Theft')!.id,
        address: '12 Oke-Ilewo Road, Abeokuta',
        description: 'A generator was stolen from the shop at night.',
        ...abeokutaSouth(),
      }),
    },
  });
  expect(filed.ok(), await filed.text()).toBeTruthy();
  const { id } = (await filed.json()).data as { id: string };
  let version = 0;
  for (const status of ['in-progress', 'resolved']) {
    const moved = await request.patch(`${API}/police/incidents/${id}/status`, {
      headers: policeBearer(police),
      data: { version, status, note: `Moved to ${status}.` },
    });
    expect(moved.ok(), await moved.text()).toBeTruthy();
    version = (await moved.json()).data.incident.version;
  }
  const reviewed = await request.post(`${API}/incident/${id}/review`, {
    headers: bearer(citizen),
    data: { incidentId: id, ...review },
  });
  expect(reviewed.ok(), await reviewed.text()).toBeTruthy();
  return id;
}

test('officers read and answer reviews and feedback; State HQ reads averages per station and command', async ({
  browser,
  request,
}) => {
  const officer = await policeSession(request, DEMO_POLICE.abeokutaSouthOfficer);
  const hq = await policeSession(request, DEMO_POLICE.hq);
  const ade = await createCitizen(request, { fullName: `Ade Named ${tag}` });
  const bisi = await createCitizen(request, { fullName: `Bisi Hidden ${tag}` });
  await reviewedCase(request, ade, officer, { rating: 5, comments: named, isIdentityHidden: false });
  await reviewedCase(request, bisi, hq, { rating: 2, comments: hidden, isIdentityHidden: true });
  const stations = (await (await request.get(`${API}/feedback/stations`)).json()).data as {
    id: number;
    formation: string;
  }[];
  const types = (await (await request.get(`${API}/feedback/types`)).json()).data as { id: number; name: string }[];
  const sent = await request.post(`${API}/feedback/create`, {
    headers: bearer(ade),
    data: {
      feedbackTypeId: types.find((t) => t.name === 'Compliment')!.id,
      feedbackRecipient: 'Station',
      stationId: stations.find((s) => s.formation === STATION)!.id,
      comment: stationFeedback,
      rating: 4,
    },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  // The officer, on a phone.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await openAsPolice(page, officer, '/console');
  await page.getByRole('link', { name: 'Feedback' }).first().click();
  await expect(page.getByRole('heading', { name: 'Reviews and feedback', level: 1 })).toBeVisible();
  const entry = (text: string) => page.getByTestId('feedback-entry').filter({ hasText: text });
  await expect(entry(named)).toContainText(`By Ade Named ${tag}`);
  await expect(entry(hidden)).toContainText('Identity hidden at the citizen’s request');
  await expect(page.getByText(`Bisi Hidden ${tag}`)).toHaveCount(0);
  await expect(entry(stationFeedback)).toContainText('Sender not shown to the police');
  await expect(entry(stationFeedback)).toContainText(STATION);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Only the cases they handled, by keyboard.
  await page.getByLabel('Only reviews of cases I handled').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Apply' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/mine=true/);
  await expect(entry(named)).toContainText('You handled this case');
  await expect(entry(hidden)).toHaveCount(0);
  await expect(entry(stationFeedback)).toHaveCount(0);

  // Reply in place, by keyboard.
  await entry(named).getByRole('button', { name: 'Reply' }).focus();
  await page.keyboard.press('Enter');
  await expect(entry(named).getByLabel('Your reply')).toBeFocused();
  await page.keyboard.type('Thank you, we are glad it was solved.');
  await page.keyboard.press('Tab');
  await expect(entry(named).getByRole('button', { name: 'Send reply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(entry(named)).toContainText('Thank you, we are glad it was solved.');
  await expect(entry(named)).toContainText('Reply from Officer Adebayo (demo)');
  await expect(entry(named).getByRole('button', { name: 'Replace reply' })).toBeFocused();
  const bell = (await (await request.get(`${API}/notifications`, { headers: bearer(ade) })).json()).data.data as {
    title: string;
  }[];
  expect(bell.map((n) => n.title)).toContainEqual(expect.stringMatching(/^The police replied to your review of OGP-/));

  // Not yet answered, across types: the answered review has gone.
  await page.getByLabel('Only reviews of cases I handled').uncheck();
  await page.getByLabel('Reply', { exact: true }).selectOption({ label: 'Not replied yet' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/replied=no/);
  await expect(entry(stationFeedback)).toBeVisible();
  await expect(entry(named)).toHaveCount(0);
  // A bad period is refused with the contract's sentence before anything is asked.
  await page.getByLabel('From', { exact: true }).fill('2026-11-20');
  await page.getByLabel('To', { exact: true }).fill('2026-11-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('From must not be after To.')).toBeVisible();
  await phone.close();

  // State HQ, on a desktop: the summary.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hqPage = await desk.newPage();
  await openAsPolice(hqPage, hq, '/console/feedback/summary');
  await expect(hqPage.getByTestId('summary-totals')).toBeVisible();
  const expected = (await (await request.get(`${API}/police/feedback/summary`, { headers: policeBearer(hq) })).json())
    .data as { stations: { station: { formation: string } | null; all: { average: number | null } }[] };
  const abeokuta = expected.stations.find((s) => s.station?.formation === STATION)!;
  const row = hqPage.getByRole('region', { name: 'Ratings by station' }).getByRole('row').filter({ hasText: STATION });
  await expect(row).toContainText(abeokuta.all.average!.toFixed(2));
  await expect(
    hqPage.getByRole('region', { name: 'Ratings by Area Command' }).getByRole('row', { name: /Egba Area Command/ }),
  ).toBeVisible();
  expect(await seriousViolations(hqPage)).toEqual([]);
  // On a phone the tables scroll inside their own box; the page never grows wider than the screen.
  await hqPage.setViewportSize({ width: 360, height: 740 });
  await expect(row).toBeVisible();
  expect(await hqPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(hqPage)).toEqual([]);
  await hqPage.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('link', { name: /Read/ }).click();
  await expect(hqPage).toHaveURL(/\/console\/feedback\?.*station=\d+/);
  await expect(hqPage.getByText(`Only: ${STATION}`)).toBeVisible();
  await expect(hqPage.getByTestId('feedback-entry').filter({ hasText: hidden })).toBeVisible();
  await desk.close();
});
