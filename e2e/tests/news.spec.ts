import { expect, test, type Page } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';
import { DEMO_POLICE, policeSession } from '../fixtures/police';

const grid = (page: Page) => page.getByRole('list', { name: 'Articles' });
const cards = (page: Page) => grid(page).getByRole('article');
/** The area around the grid: aria-busy while a new page of articles loads. */
const gridArea = (page: Page) => page.locator('[aria-busy]').filter({ has: grid(page) });

test.describe('news', () => {
  test('list: six per page, pagination with Previous/Next, page in the URL', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    // The first cover, on a phone's screen on arrival, is fetched at once and first; the rest as they come near.
    await expect(cards(page).first().locator('img')).toHaveAttribute('loading', 'eager');
    await expect(cards(page).first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    const pager = page.getByRole('navigation', { name: 'News pages' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstTitle = await cards(page).first().getByRole('heading').textContent();

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle!);

    // The last page disables Next.
    const last = pager.getByRole('button', { name: /^Page \d+$/ }).last();
    await last.click();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

    // The back button restores the earlier page.
    await page.goBack();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('category tabs filter by tag and reset to page 1', async ({ page }) => {
    await page.goto('/news?page=2');
    await page.getByRole('tab', { name: 'Security Alerts' }).click();
    await expect(page).toHaveURL(/category=Security\+Alerts/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByRole('tab', { name: 'Security Alerts' })).toHaveAttribute('aria-selected', 'true');
    // The previous page's cards stay on screen (dimmed, aria-busy) until the category's answer arrives.
    await expect(gridArea(page)).toHaveAttribute('aria-busy', 'false');
    await expect(cards(page)).not.toHaveCount(0);
    await expect(cards(page).filter({ hasNotText: '#securityalerts' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Press Coverage' }).click();
    await expect(page).toHaveURL(/category=Press\+Coverage/);
    await expect(gridArea(page)).toHaveAttribute('aria-busy', 'false');
    await expect(cards(page).filter({ hasNotText: '#presscoverage' })).toHaveCount(0);
  });

  test('search over title, subtitle, body and tags; empty state', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('searchbox', { name: 'Search news' }).fill('Sagamu Interchange');
    await expect(page).toHaveURL(/q=Sagamu\+Interchange/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Sagamu Interchange');

    await page.getByRole('searchbox', { name: 'Search news' }).fill('kidnapping');
    await expect(page).toHaveURL(/q=kidnapping/);
    await expect(cards(page).first()).toContainText('#kidnapping');

    await page.getByRole('searchbox', { name: 'Search news' }).fill('zzzz-nothing-matches');
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or check back later')).toBeVisible();
  });

  test('sort: most popular puts the most viewed first; oldest first reverses dates', async ({ page, request }) => {
    const all = (await (await request.get('/api/v1/userTools/news/all?size=50')).json()).data.news.data as {
      title: string;
      views: number;
      datePublished: string;
    }[];
    const mostViewed = [...all].sort((a, b) => b.views - a.views)[0]!;
    const oldest = [...all].sort((a, b) => Date.parse(a.datePublished) - Date.parse(b.datePublished))[0]!;

    await page.goto('/news');
    await page.getByLabel('Sort by').selectOption('popular');
    await expect(page).toHaveURL(/sort=popular/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(mostViewed.title);

    await page.getByLabel('Sort by').selectOption('oldest');
    await expect(cards(page).first().getByRole('heading')).toHaveText(oldest.title);
  });

  test('error state with Retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/userTools/news/all**', (route) =>
      fail ? route.fulfill({ status: 500, json: { success: false, message: 'down' } }) : route.continue(),
    );
    // A list the browser asks for (plain /news arrives with its first page, rendered on the server).
    await page.goto('/news?sort=oldest');
    await expect(page.getByText('Failed to fetch news articles')).toBeVisible({ timeout: 20_000 });
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(cards(page)).toHaveCount(6);
  });

  test('article: body as safe Markdown, author, date, copy link, share, back', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/news?q=SafeOgun%20goes%20live');
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'SafeOgun goes live across all 20 local government areas',
    );
    // Markdown rendered: a heading and a list from the body.
    await expect(page.getByRole('heading', { level: 2, name: 'What you can do today' })).toBeVisible();
    await expect(page.locator('.article-body li')).toHaveCount(3);
    await expect(page.getByRole('figure').getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByText('Content Creator')).toBeVisible();
    await expect(page.getByText('5 min read')).toBeVisible();
    await expect(page.locator('time').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    for (const network of ['Facebook', 'X', 'WhatsApp']) {
      await expect(page.getByRole('link', { name: `Share on ${network}` })).toHaveAttribute('rel', /noopener/);
    }
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('a broken cover falls back to the placeholder', async ({ page }) => {
    await page.route('**/news/covers/launch.svg', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/news?q=SafeOgun%20goes%20live');
    await cards(page).first().getByRole('link').click();
    const cover = page.getByRole('figure').getByRole('img');
    await expect(cover).toHaveAttribute('data-fallback', 'true');
    await expect(cover).toHaveAttribute('src', '/news-placeholder.svg');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the Markdown body arrives in the page, rendered and sanitised by the server: no scripts, no handlers, safe links', async ({
    page,
    request,
  }) => {
    const admin = await policeSession(request, DEMO_POLICE.admin);
    const created = await request.post('/api/v1/admin/news', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: {
        title: `Body safety check ${Date.now()}`,
        bodyText: [
          'Intro paragraph.',
          '<script>window.__xss = 1</script>',
          '<img src="/nope.png" alt="Nothing" onerror="window.__xss = 2">',
          '<a href="javascript:window.__xss = 3">bad link</a>',
          '[Police site](https://example.com/ogun)',
          '<iframe src="https://example.com"></iframe>',
        ].join('\n\n'),
        tags: [],
        publish: true,
      },
    });
    expect(created.status()).toBe(201);
    const { id, slug } = (await created.json()).data.news as { id: number; slug: string };
    // Back to draft afterwards: the other journeys open the newest article.
    try {
      // In the HTML before any script runs, already safe.
      const html = await (await request.get(`/news/${slug}`)).text();
      const start = html.indexOf('class="article-body');
      const articleBody = html.slice(start, html.indexOf('<footer', start));
      expect(articleBody).toContain('<p>Intro paragraph.</p>');
      expect(articleBody).not.toMatch(/<script|onerror|<iframe|javascript:|__xss/);

      // The browser never parses the hostile HTML: no script runs and the policy refuses nothing.
      await page.goto(`/news/${slug}`);
      const body = page.locator('.article-body');
      await expect(body).toContainText('Intro paragraph.');
      await expect(body.locator('script, iframe, [onerror]')).toHaveCount(0);
      await expect(body.getByText('bad link')).not.toHaveAttribute('href', /javascript/);
      const external = body.getByRole('link', { name: 'Police site' });
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(external).toHaveAttribute('target', '_blank');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    } finally {
      await request.patch(`/api/v1/admin/news/${id}`, {
        headers: { authorization: `Bearer ${admin.token}` },
        data: { publish: false },
      });
    }
  });

  test("a missing article shows 'Article Not Found'", async ({ page }) => {
    await page.goto('/news/999999');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText('Article not found', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

test('news list and article have no serious accessibility violations', async ({ page }) => {
  await page.goto('/news');
  await expect(cards(page)).toHaveCount(6);
  expect(await seriousViolations(page)).toEqual([]);
  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
