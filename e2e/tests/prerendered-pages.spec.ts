import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../fixtures/test';
import { publicPages } from '../fixtures/public-pages';

/**
 * The public pages arrive rendered at build (issue 17, docs/decisions/027-pre-rendered-public-pages.md) and are
 * hydrated: the headline is in the HTML before any script runs, React takes over the very element the server sent
 * (no client re-render), and nothing is reported about a hydration mismatch.
 */

/** Every console error or warning and every uncaught error on the page (React reports a mismatch as either). */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

/** Keeps the first `selector` element the parser creates, to tell a hydrated page from one rendered again. */
async function rememberFirst(page: Page, selector: string) {
  await page.addInitScript((css) => {
    const w = window as unknown as { firstElement?: Element };
    new MutationObserver((_, observer) => {
      const found = document.querySelector(css);
      if (found) {
        w.firstElement = found;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/** React is attached to the root: the page has been hydrated (or rendered) by the app. */
const reactAttached = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react')));

const sameElement = (page: Page, selector: string) =>
  page.evaluate(
    (css) => (window as unknown as { firstElement?: Element }).firstElement === document.querySelector(css),
    selector,
  );

/**
 * Each page's own chunk is held back, so the app's other chunks (the offline outbox's) arrive and run first, as they
 * did on a loaded machine: their catalogues re-rendered the tree while the page waited for its code, and React
 * rendered the page again instead of hydrating it.
 */
for (const { url, headline, chunk } of [
  { url: '/', headline: 'Report Incidents. Save Lives. Stay Informed', chunk: 'landing-page' },
  { url: '/news', headline: 'News', chunk: 'news-page' },
  { url: '/about-us', headline: null, chunk: 'about-page' },
  { url: '/crime-map', headline: null, chunk: 'crime-map-page' },
  { url: '/report-incident', headline: null, chunk: 'report-incident-page' },
  { url: '/report-anonymously', headline: null, chunk: 'report-anonymously-page' },
  { url: '/transparency', headline: null, chunk: 'transparency-page' },
]) {
  test(`${url} hydrates the HTML rendered at build without a mismatch`, async ({ page, request }) => {
    if (headline) {
      const html = await (await request.get(url)).text();
      expect(html).toContain(`>${headline}</h1>`);
    }
    const seen = problems(page);
    await rememberFirst(page, 'main h1');
    await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(url);
    const h1 = page.locator('main h1').first();
    await expect(h1).toBeVisible();
    if (headline) await expect(h1).toHaveText(headline);
    // Hydrated: React is attached to the root, and the heading is still the element the server sent.
    await expect.poll(() => reactAttached(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(seen.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
    expect(await sameElement(page, 'main h1')).toBe(true);
  });
}

test('a page built ahead of time is drawn before its app starts: the parser does not run the app, a frame comes first', async ({
  page,
}) => {
  // The app's code was a module script the parser ran as it ended, before the page's first full paint: a phone with a
  // slow processor showed the text only after React's code had been evaluated. Module scripts run before
  // DOMContentLoaded; the app now starts after it, in the task after a frame.
  const sent = page.waitForResponse((res) => new URL(res.url()).pathname === '/terms-of-use');
  await page.goto('/terms-of-use');
  const html = await (await sent).text();
  const entry = html.match(/<link rel="modulepreload" crossorigin href="(\/assets\/index-[\w-]+\.js)">/)?.[1];
  expect(entry, 'the app is fetched with the page').toBeTruthy();
  expect(html).not.toContain(`<script type="module" crossorigin src="${entry}">`);
  await expect(page.locator('main h1')).toBeVisible();
  const timing = await page.evaluate(async () => {
    const started = () => performance.getEntriesByName('safeogun:app-start')[0]?.startTime;
    while (started() === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { appStart: started()!, domContentLoaded: navigation.domContentLoadedEventEnd };
  });
  expect(timing.appStart).toBeGreaterThan(timing.domContentLoaded);
  await expect.poll(() => reactAttached(page)).toBe(true);
});

/**
 * Serves the app through a proxy that sends `path`'s HTML in two parts, `pause` ms apart, cut just before `cutBefore`
 * in the body: the page arriving over a slow connection, whose parser reaches the cut long before the rest comes.
 */
async function slowHalfProxy(origin: string, path: string, cutBefore: string, pause: number) {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      new URL(request.url!, origin),
      {
        method: request.method,
        headers: { ...request.headers, host: new URL(origin).host, 'accept-encoding': 'identity' },
      },
      async (answer) => {
        if (new URL(request.url!, origin).pathname !== path) {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const html = Buffer.concat(chunks).toString('utf8');
        const cut = html.indexOf(cutBefore, html.indexOf('<body'));
        const headers = { ...answer.headers };
        delete headers['content-length'];
        response.writeHead(answer.statusCode!, headers);
        response.write(html.slice(0, cut));
        await new Promise((resolve) => setTimeout(resolve, pause));
        response.end(html.slice(cut));
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a page arriving in parts over a slow connection is not drawn half made: nothing moves when the rest comes', async ({
  page,
  baseURL,
}) => {
  // The browser drew the part it had parsed: the header's language menu at the right edge, then the links after it
  // pushed it 390 px to the left (a layout shift CI caught on /crime-map with a loaded processor).
  const proxy = await slowHalfProxy(baseURL!, '/crime-map', '<div class="hidden items-center gap-2 md:flex">', 1_500);
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(proxy.url);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const drawn = await page.evaluate(() => ({
      shifted: (window as unknown as { shifted: number }).shifted,
      // The first paint came only once the whole page had arrived (the request started at 0).
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    expect(drawn.shifted).toBe(0);
    expect(drawn.firstPaint).toBeGreaterThan(1_500);
  } finally {
    await proxy.close();
  }
});

test('a page loads without the toast library; the first tap brings it', async ({ page }) => {
  // The library adds its own stylesheet to the page as it is evaluated (a style recalculation of the whole page):
  // not in a page's load, only once a toast is asked for or the person first taps or types.
  const toasterFetched: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/toaster-[\w-]+\.js$/.test(req.url())) toasterFetched.push(req.url());
  });
  await page.goto('/terms-of-use');
  await expect.poll(() => reactAttached(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(toasterFetched).toEqual([]);
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);

  await page.locator('main h1').click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  expect(toasterFetched).toHaveLength(1);
});

test('a first tap with no connection for the toast library leaves the page on the screen; toasts come with it', async ({
  page,
  context,
}) => {
  // Before the app is saved for offline use, the library's code cannot come without a connection: the failed fetch
  // took the whole app off the screen (an SOS page, offline, went blank at the first tap).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/terms-of-use');
  await expect.poll(() => reactAttached(page)).toBe(true);
  await page.route(/\/assets\/toaster-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.locator('main h1').click();
  await page.waitForTimeout(500);
  await expect(page.locator('main h1')).toBeVisible();
  expect(errors).toEqual([]);

  await page.unroute(/\/assets\/toaster-[\w-]+\.js$/);
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
});

test('the report form is in the HTML at once, takes no typing until its own code has made it live, and is hydrated then', async ({
  context,
}) => {
  // A page of our own: the fixture's goto would wait for the form to be live, and here its code is held back.
  const page = await context.newPage();
  const seen = problems(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/report-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await rememberFirst(page, 'textarea');
  await page.goto('/report-anonymously');
  const description = page.getByLabel(/Description/);
  await expect(description).toBeVisible();
  // The page itself is live (its links work); the form waits for its code, and a key typed into it goes nowhere
  // rather than into a field the form would empty when it takes over.
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.pageReady)).toBe('true');
  await expect(page.locator('[data-part-pending]')).toHaveCount(1);
  await description.focus();
  await page.keyboard.type('Typed before the form was live');
  await expect(description).toHaveValue('');
  release();
  await expect(page.locator('[data-part-pending]')).toHaveCount(0);
  await description.fill('Two men broke into the provision shop at night.');
  await expect(description).toHaveValue('Two men broke into the provision shop at night.');
  expect(await sameElement(page, 'textarea')).toBe(true);
  expect(seen.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});

test('a returning visitor with the map saved for offline reading gets the page hydrated, the copy put back once live', async ({
  page,
}) => {
  // The first visit saves the map's data on the device for offline reading.
  await page.goto('/crime-map');
  const areas = page.getByRole('img', { name: /: \d+ report/ });
  await expect(areas.first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('safeogun:saved-queries'))).toBe('1');

  // Before, a saved copy made the app render the page again on the client instead of hydrating the build's HTML.
  const seen = problems(page);
  await rememberFirst(page, 'main h1');
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number; noticeShown: boolean };
    w.shifted = 0;
    w.noticeShown = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="saved-notice"]')) w.noticeShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  let holdMap = () => Promise.resolve();
  await page.route(/\/api\/v1\/crimeMap\/all/, async (route) => {
    await holdMap();
    await route.continue();
  });
  const measured = () =>
    page.evaluate(() => {
      const w = window as unknown as { shifted: number; noticeShown: boolean };
      return { shifted: w.shifted, noticeShown: w.noticeShown };
    });

  // A quick answer replaces the copy without the "Saved" notice coming and going: nothing moves.
  holdMap = () => new Promise((resolve) => setTimeout(resolve, 300));
  await page.goto('/crime-map');
  await expect(areas.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sameElement(page, 'main h1')).toBe(true);
  expect(await measured()).toEqual({ shifted: 0, noticeShown: false });

  // A slow network: the saved copy shows, marked, until the answer comes.
  let answerMap!: () => void;
  const answered = new Promise<void>((resolve) => (answerMap = resolve));
  holdMap = () => answered;
  await page.goto('/crime-map');
  await expect(page.getByTestId('saved-notice')).toBeVisible();
  await expect(areas.first()).toBeVisible();
  expect(await sameElement(page, 'main h1')).toBe(true);
  answerMap();
  await expect(page.getByTestId('saved-notice')).toBeHidden();
  await page.waitForLoadState('networkidle');
  // The notice came and went over the map, not above it: the map did not move down and back up (it did, 52 px at
  // a phone's width, whenever the answer took longer than the notice's grace).
  expect((await measured()).shifted).toBe(0);
  expect(seen.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});

test('a client-side link from a hydrated page works and the footer stays below the page', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
});

test('a visitor who chose Yoruba gets the page in Yoruba, with no mismatch reported', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('safeogun:language', 'yo'));
  const seen = problems(page);
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('News');
  await page.waitForLoadState('networkidle');
  expect(seen.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});

test('after choosing Yoruba, the next page arrives in Yoruba and is hydrated, not drawn again', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByRole('banner').getByLabel('Language').selectOption({ label: 'Yorùbá' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');

  const seen = problems(page);
  await rememberFirst(page, 'main h1');
  const sent = page.waitForResponse((res) => new URL(res.url()).pathname === '/report-incident');
  await page.goto('/report-incident');
  const html = await (await sent).text();
  expect(html).toContain('<html lang="yo">');
  expect(html).toMatch(/<h1[^>]*>Ròyìn ìṣẹ̀lẹ̀ kan<\/h1>/);
  await expect(page.locator('main h1')).toHaveText('Ròyìn ìṣẹ̀lẹ̀ kan');
  await expect.poll(() => reactAttached(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(seen.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
  expect(await sameElement(page, 'main h1')).toBe(true);
});

test.describe('a browser set to Pidgin', () => {
  test.use({ locale: 'pcm-NG' });
  test('gets the landing page in Pidgin from the server, hydrated', async ({ page }) => {
    const seen = problems(page);
    await rememberFirst(page, 'main h1');
    const sent = page.waitForResponse((res) => new URL(res.url()).pathname === '/');
    await page.goto('/');
    expect(await (await sent).text()).toContain('<html lang="pcm">');
    await expect(page.locator('main h1')).toHaveText('Report Wetin Happen. Save Life. Know Wetin Dey Happen');
    await page.waitForLoadState('networkidle');
    expect(seen.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
    expect(await sameElement(page, 'main h1')).toBe(true);
  });
});

test('an article arrives rendered with its data: hydrated without a mismatch, not fetched again, one view counted', async ({
  page,
  request,
}) => {
  const list = async () =>
    (await (await request.get('/api/v1/userTools/news/all?size=6')).json()).data.news.data as {
      id: number;
      title: string;
      views: number;
    }[];
  const [article] = await list();
  const html = await (await request.get(`/news/${article!.id}`)).text();
  expect(html).toContain(`>${article!.title}</h1>`);
  const viewsBefore = (await list()).find((a) => a.id === article!.id)!.views;

  const seen = problems(page);
  const articleReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/userTools/news/')) articleReads.push(r.url());
  });
  await rememberFirst(page, 'main h1');
  await page.goto(`/news/${article!.id}`);
  await expect(page.locator('main h1')).toHaveText(article!.title);
  // The body is drawn once the page is the browser's (sanitised there), and the share link has the page's address.
  await expect(page.locator('.article-body')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(`/news/${article!.id}`)),
  );
  await page.waitForLoadState('networkidle');
  expect(seen.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
  expect(await sameElement(page, 'main h1')).toBe(true);
  expect(articleReads).toEqual([]);
  expect((await list()).find((a) => a.id === article!.id)!.views).toBe(viewsBefore + 1);
});

test('the news list arrives with its articles, fresh: no "Saved" notice, not fetched again', async ({ page }) => {
  const listReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/userTools/news/all')) listReads.push(r.url());
  });
  await page.goto('/news');
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('article')).toHaveCount(6);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('saved-notice')).toHaveCount(0);
  expect(listReads).toEqual([]);
});

/**
 * A page built ahead of time carries the stylesheet in its <head> (apps/web/scripts/prerender.mjs): a phone paints it
 * styled as soon as its HTML is in, with no round trip for a stylesheet first. The news pages, rendered again on the
 * server from the same build, carry it too.
 */
test('the pages built ahead of time ask for no stylesheet and arrive styled', async ({ page, request }) => {
  const news = (await (await request.get('/api/v1/userTools/news/all')).json()) as {
    data: { news: { data: { id: string }[] } };
  };
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(r.url())) stylesheets.push(r.url());
  });
  for (const url of publicPages(news.data.news.data[0]!.id)) {
    await page.goto(url);
    // The stylesheet's rules, from the page itself: the site's header in the brand's green, no margin around the body.
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(11, 61, 46)');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
    expect(stylesheets, url).toEqual([]);
  }
});
