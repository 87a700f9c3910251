import { expect, test } from '../fixtures/test';

test('the server answers health and readiness, and unknown API paths with 404 JSON', async ({ request }) => {
  const health = await request.get('/api/v1/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok' } });

  const ready = await request.get('/api/v1/health/ready');
  expect(await ready.json()).toMatchObject({ success: true, data: { status: 'ready', database: 'pglite' } });

  const missing = await request.get('/api/v1/no-such-thing');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ success: false, message: 'No such endpoint: GET /api/v1/no-such-thing' });
});

test('any non-API path serves the app, which shows the not-found page for unknown routes', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the OpenAPI document is served', async ({ request }) => {
  const doc = await request.get('/api/docs/json');
  expect(doc.status()).toBe(200);
  expect((await doc.json()).openapi).toBe('3.1.0');
});
