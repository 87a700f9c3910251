/**
 * Administration of the reference data (issue 14), end to end in Chromium: an administrator adds and renames an
 * Area Command and moves an LGA into it after a confirmation naming how many open reports move with it; adds,
 * renames, marks sensitive and deactivates an incident type; and places a new station by clicking on the LGA map.
 * What each change did is checked through the API too. The LGA is put back afterwards (other journeys share it).
 */
import { expect, test, type APIRequestContext } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { DEMO_POLICE, logInToConsole, policeBearer, policeSession, type PoliceSession } from '../fixtures/police';
import { labelPoint } from '../fixtures/places';

const API = '/api/v1';
const LGA = 'Ipokia';

interface CommandTree {
  areaCommands: { id: number; name: string; lgas: { id: number; name: string }[] }[];
}

async function tree(request: APIRequestContext, admin: PoliceSession): Promise<CommandTree> {
  const res = await request.get(`${API}/admin/area-commands`, { headers: policeBearer(admin) });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data as CommandTree;
}

/** Moves the LGA through the API, confirming the count the preview gives. */
async function moveBack(request: APIRequestContext, admin: PoliceSession, lgaId: number, commandId: number) {
  const preview = await request.get(`${API}/admin/lgas/${lgaId}/area-command?areaCommandId=${commandId}`, {
    headers: policeBearer(admin),
  });
  const { openReports } = (await preview.json()).data as { openReports: number };
  const res = await request.put(`${API}/admin/lgas/${lgaId}/area-command`, {
    headers: policeBearer(admin),
    data: { areaCommandId: commandId, confirmOpenReports: openReports },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test('Area Commands: add, rename, and move an LGA after a confirmation naming its open reports', async ({
  page,
  request,
}) => {
  const admin = await policeSession(request, DEMO_POLICE.admin);
  const before = await tree(request, admin);
  const home = before.areaCommands.find((c) => c.lgas.some((l) => l.name === LGA))!;
  const lgaId = home.lgas.find((l) => l.name === LGA)!.id;
  // An open report in the LGA, so that the move has something to re-route.
  const types = (await (await request.get(`${API}/incident/types`)).json()).data as { id: number; name: string }[];
  const filed = await request.post(`${API}/incident/new`, {
    data: {
      data: {
        incidentTypeId: types.find((t) => t.name === 'Public Disturbance')!.id,
        isDraft: false,
        address: 'Idiroko border market, Ipokia',
        description: 'A crowd is fighting at the market gate (Area Commands journey).',
        isIdentityHidden: false,
        isLocationHidden: false,
        isAnonymous: true,
        channel: 'web',
        stationId: null,
        ...labelPoint(LGA),
      },
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);

  const suffix = Date.now().toString(36);
  const added = `Yewa Border Command ${suffix}`;
  const renamed = `Yewa Border Area Command ${suffix}`;
  try {
    await logInToConsole(page, DEMO_POLICE.admin);
    await page.goto('/console/admin/area-commands');
    await expect(page.getByRole('heading', { name: 'Area Commands', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Area Command' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add an Area Command' });
    await addDialog.getByLabel('Name').fill(added);
    await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(addDialog).toBeHidden();
    await expect(page.getByRole('heading', { name: added, level: 2 })).toBeVisible();

    await page.getByRole('button', { name: `Rename ${added}` }).click();
    const renameDialog = page.getByRole('dialog', { name: `Rename ${added}` });
    await expect(renameDialog.getByLabel('Name')).toHaveValue(added);
    await renameDialog.getByLabel('Name').fill(renamed);
    await renameDialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(renameDialog).toBeHidden();
    const section = page.getByRole('region', { name: renamed });
    await expect(section).toBeVisible();
    await expect(section).toContainText('No LGA.');

    // Moving the LGA: first the count of open reports that go with it, then the move.
    const preview = await request.get(
      `${API}/admin/lgas/${lgaId}/area-command?areaCommandId=${
        (await tree(request, admin)).areaCommands.find((c) => c.name === renamed)!.id
      }`,
      { headers: policeBearer(admin) },
    );
    const open = (await preview.json()).data.openReports as number;
    expect(open).toBeGreaterThan(0);
    const reports = `${open} open report${open === 1 ? '' : 's'}`;
    await page.getByRole('button', { name: `Move ${LGA}` }).click();
    const moveDialog = page.getByRole('dialog', { name: `Move ${LGA}` });
    await moveDialog.getByLabel('Move to').selectOption({ label: renamed });
    await expect(moveDialog.getByTestId('move-preview')).toHaveText(
      `Moving ${LGA} to ${renamed} re-routes ${reports} to ${renamed}. Closed reports stay with the command that handled them.`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await moveDialog.getByRole('button', { name: `Move and re-route ${reports}` }).click();
    await expect(page.getByText(`${LGA} now belongs to ${renamed}; ${reports} re-routed.`)).toBeVisible();
    await expect(moveDialog).toBeHidden();
    await expect(section.getByText(LGA, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: home.name }).getByText(LGA, { exact: true })).toHaveCount(0);

    const after = await tree(request, admin);
    expect(after.areaCommands.find((c) => c.name === renamed)!.lgas.map((l) => l.name)).toEqual([LGA]);
  } finally {
    const current = await tree(request, admin);
    if (!current.areaCommands.find((c) => c.id === home.id)!.lgas.some((l) => l.id === lgaId))
      await moveBack(request, admin, lgaId, home.id);
  }
});

test('Incident types: add, rename, mark sensitive and deactivate', async ({ page, request }) => {
  const admin = await policeSession(request, DEMO_POLICE.admin);
  const suffix = Date.now().toString(36);
  const added = `Land Dispute ${suffix}`;
  const renamed = `Boundary Dispute ${suffix}`;
  await logInToConsole(page, DEMO_POLICE.admin);
  await page.goto('/console/admin/incident-types');
  await expect(page.getByRole('heading', { name: 'Incident types', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add incident type' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add an incident type' });
  await addDialog.getByLabel('Name').fill(added);
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByText(`${added} added. Set its response-time targets on the targets page.`)).toBeVisible();
  const offered = async () =>
    ((await (await request.get(`${API}/incident/types`)).json()).data as { name: string }[]).map((t) => t.name);
  expect(await offered()).toContain(added);

  await page.getByRole('button', { name: `Rename ${added}` }).click();
  const renameDialog = page.getByRole('dialog', { name: `Rename ${added}` });
  await renameDialog.getByLabel('Name').fill(renamed);
  await renameDialog.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(renameDialog).toBeHidden();
  const row = page.getByTestId('data-table').getByRole('row').filter({ hasText: renamed });
  await expect(row).toBeVisible();

  const sensitive = row.getByRole('checkbox', { name: `${renamed}: Withhold descriptions from the map` });
  await expect(sensitive).not.toBeChecked();
  // Checked once the server has saved it (the box shows the stored value), so a click rather than check().
  await sensitive.click();
  await expect(page.getByText(`${renamed}: descriptions withheld from the map.`)).toBeVisible();
  await expect(sensitive).toBeChecked();

  await row.getByRole('button', { name: `Deactivate ${renamed}` }).click();
  await expect(page.getByText(`${renamed} deactivated.`)).toBeVisible();
  await expect(row).toContainText(`${renamed} (deactivated)`);
  await expect(row.getByRole('button', { name: `Reactivate ${renamed}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // What citizens are offered, and what administrators read back.
  expect(await offered()).not.toContain(renamed);
  const list = await request.get(`${API}/admin/incident-types`, { headers: policeBearer(admin) });
  expect(((await list.json()).data.incidentTypes as { name: string }[]).find((t) => t.name === renamed)).toMatchObject({
    isActive: false,
    isSensitive: true,
    reports: 0,
  });
});

test('a station is placed by clicking on the LGA map in the station dialog', async ({ page, request }) => {
  const admin = await policeSession(request, DEMO_POLICE.admin);
  const formation = `Kuto Map Post ${Date.now().toString(36)}`;
  await logInToConsole(page, DEMO_POLICE.admin);
  await page.goto('/console/admin/stations');
  await page.getByRole('button', { name: 'Add station', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add a station' });
  await form.getByLabel('Formation name').fill(formation);
  await form.getByLabel('LGA').selectOption({ label: 'Abeokuta South' });
  const map = form.getByTestId('pick-map');
  await expect(map).toBeVisible();
  await expect(form.getByLabel('Latitude')).toHaveValue('');

  // A click on the LGA's name, drawn at its label point inside it, places the pin there.
  await map
    .locator('text')
    .filter({ hasText: /^Abeokuta South$/ })
    .click();
  await expect(form.getByLabel('Latitude')).not.toHaveValue('');
  const latitude = Number(await form.getByLabel('Latitude').inputValue());
  const longitude = Number(await form.getByLabel('Longitude').inputValue());
  const label = labelPoint('Abeokuta South');
  // Within about 2 km of the label point (the name is drawn around it).
  expect(Math.abs(latitude - label.latitude)).toBeLessThan(0.02);
  expect(Math.abs(longitude - label.longitude)).toBeLessThan(0.02);
  await expect(map.getByTestId('map-point-station')).toBeVisible();

  await form.getByRole('button', { name: 'Add station' }).click();
  await expect(page.getByText(`${formation} added.`)).toBeVisible();
  await expect(form).toBeHidden();
  const res = await request.get(`${API}/admin/stations?search=${encodeURIComponent(formation)}`, {
    headers: policeBearer(admin),
  });
  expect((await res.json()).data.stations).toMatchObject([
    { formation, lga: { name: 'Abeokuta South' }, latitude, longitude, isActive: true },
  ]);
});
