import { expect, type Page, type Request, test } from '@playwright/test';
import { paths } from '../packages/app/src/paths.ts';
import { SIDE_MENU } from '../packages/domain/src/navigation.ts';
import { fillSignIn, PASSWORD, signUpAdministrator, uniqueEmail } from './support.ts';

/**
 * Records every Content-Security-Policy violation the page reports, and every console line about
 * one, from before the app's first script runs.
 */
async function watchForViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** How many of the page's requests have been sent and not yet answered, read live. */
function countRequestsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (sent) => pending.add(sent));
  page.on('requestfinished', (done) => pending.delete(done));
  page.on('requestfailed', (done) => pending.delete(done));
  return () => pending.size;
}

/** Waits until no request has been in flight for a quarter of a second: a route's chunks, styles and data. */
async function networkQuiet(inFlight: () => number) {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inFlight() > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 250;
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBe(true);
}

const staticPaths: string[] = Object.values(paths).filter((value) => typeof value === 'string');
const menuPaths = SIDE_MENU.flatMap((group) => [
  group.path,
  ...(group.entries ?? []).map((entry) => entry.path),
]);
/** Every page of the app: its own routes, every menu entry's, a record, and a path it does not have. */
const everyPage = [
  ...new Set([
    ...staticPaths.filter((path) => !path.includes(':')),
    ...menuPaths.filter((path): path is string => Boolean(path)),
    paths.employeeRecord('00000000-0000-4000-8000-000000000000'),
    '/no-such-page',
  ]),
];
const publicPages = [
  paths.home,
  paths.landing,
  paths.signIn,
  paths.signUp,
  paths.forgotPassword,
  '/no-such-page',
];

test.describe('Content-Security-Policy', () => {
  test('no page of the app, signed out or signed in as an administrator, breaks the policy', async ({
    page,
    request,
  }) => {
    // Every page of the app (about 60 now, and each new page adds one): on a busy 2-core machine that
    // can take a minute or two.
    test.setTimeout(240_000);
    const violations = await watchForViolations(page);
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
    }
    expect(violations, 'signed out').toEqual([]);

    const email = uniqueEmail('csp');
    await signUpAdministrator(request, email);
    await page.goto(paths.signIn);
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Signed in, each page is reached as the menu reaches it: by the router, in the one document the
    // policy governs, which loads each lazy route's chunk and styles the first time it is shown. (A
    // fresh load of every page checked the same policy on the same document at twice the time; the
    // signed-out pages above and the headers test below cover loading a document afresh.)
    const inFlight = countRequestsInFlight(page);
    for (const path of everyPage) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await networkQuiet(inFlight);
      expect(violations, path).toEqual([]);
    }
  });

  test('the app’s pages, its assets and the API carry the security headers', async ({ request }) => {
    const page = await request.get(paths.signIn);
    const html = await page.text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const answers = [page, await request.get(asset as string), await request.get('/api/health')];
    for (const answer of answers) {
      const headers = answer.headers();
      expect(headers['content-security-policy'], answer.url()).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], answer.url()).toBe('nosniff');
      expect(headers['referrer-policy'], answer.url()).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy'], answer.url()).toBe('same-origin');
      expect(headers['permissions-policy'], answer.url()).toContain('geolocation=(self)');
    }
    const compressed = await request.get(asset as string, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the icons and the web manifest are the build’s files; a missing file is a 404, never the page', async ({
    request,
  }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    // An ICO starts with reserved 0 and type 1 (an icon).
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    const { icons } = (await manifest.json()) as { icons: { src: string; type: string }[] };
    for (const { src, type } of icons) {
      const answer = await request.get(src);
      expect(answer.status(), src).toBe(200);
      expect(answer.headers()['content-type'], src).toBe(type);
    }
    const html = await (await request.get(paths.signIn)).text();
    for (const href of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']) {
      expect(html, href).toContain(`href="${href}"`);
    }
    const missing = await request.get('/sitemap.xml');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<title>');
  });
});
