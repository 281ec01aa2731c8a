import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { chooseEncoding } from './accept-encoding.ts';
import { inlineScriptHashes, inlineStyleHashes } from './security-headers.ts';

const THEME_SCRIPT = "document.documentElement.dataset.colorMode = 'dark';";
const INDEX_HTML = `<!doctype html><title>HR Payroll</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/main.js"></script>`;
/**
 * A page the build prerendered (packages/app/prerender.ts): index.html with its style sheet inline and
 * the page's HTML in #root.
 */
const prerendered = (heading: string) =>
  INDEX_HTML.replace(
    '<title>HR Payroll</title>',
    `<title>${heading}</title><style>h1{font-size:2rem}</style><div id="root"><h1>${heading}</h1></div>`,
  );
/** The app's own icon (packages/app/public is copied into the build as it is). */
const FAVICON = path.resolve(import.meta.dirname, '../../../app/public/favicon.ico');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let api: TestApi;
let appDir: string;

beforeAll(async () => {
  appDir = mkdtempSync(path.join(tmpdir(), 'hr-serving-'));
  mkdirSync(path.join(appDir, 'assets'));
  writeFileSync(path.join(appDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(appDir, 'robots.txt'), 'User-agent: *');
  copyFileSync(FAVICON, path.join(appDir, 'favicon.ico'));
  mkdirSync(path.join(appDir, 'pages', 'auth'), { recursive: true });
  writeFileSync(path.join(appDir, 'pages', 'index.html'), prerendered('Home'));
  writeFileSync(path.join(appDir, 'pages', 'login.html'), prerendered('Sign In'));
  writeFileSync(path.join(appDir, 'pages', 'auth', 'login.html'), prerendered('Sign In'));
  const script = path.join(appDir, 'assets', 'main-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  api = await createTestApi({ appDir });
});
afterAll(async () => {
  await api.close();
  rmSync(appDir, { recursive: true, force: true });
});

const asset = (acceptEncoding?: string) =>
  api.app.request('/assets/main-abc123.js', {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the build’s files, precompressed', () => {
  test('brotli for a browser that accepts it, with Vary and the file’s own type', async () => {
    const response = await asset('gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  test('gzip when brotli is not accepted, or is refused with q=0, or weighs less', async () => {
    for (const header of ['gzip', 'br;q=0, gzip', 'br;q=0.5, gzip;q=0.8', '*;q=0.1, gzip']) {
      const response = await asset(header);
      expect(response.headers.get('content-encoding'), header).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
    }
  });

  test('the file as it is without Accept-Encoding, for identity, or when every copy is refused', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const response = await asset(header);
      expect(response.headers.get('content-encoding'), String(header)).toBeNull();
      expect(await response.text()).toBe(SCRIPT);
    }
  });

  test('hashed assets are kept a year; index.html and client routes are revalidated every time', async () => {
    expect((await asset('br')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/index.html', '/employee/edit/42', '/robots.txt']) {
      const response = await api.app.request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
    }
  });

  test('a revalidation with the ETag answers 304 without a body', async () => {
    const first = await api.app.request('/login');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await api.app.request('/login', { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  test('a missing asset or file, or a path that climbs out of the build, is a 404 and never the page', async () => {
    for (const route of [
      '/assets/gone.js',
      '/assets/..%2F..%2Fetc%2Fpasswd',
      '/assets/..%5C..%5Cpackage.json',
      '/apple-touch-icon.png',
      '/sitemap.xml',
    ]) {
      const response = await api.app.request(route);
      expect(response.status, route).toBe(404);
      expect(await response.text()).not.toContain('<title>');
    }
  });
});

describe('prerendered public pages', () => {
  test('a prerendered address answers its page; / answers the marketing page', async () => {
    for (const [route, heading] of [
      ['/login', 'Sign In'],
      ['/auth/login', 'Sign In'],
      ['/', 'Home'],
    ]) {
      const response = await api.app.request(route as string);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      expect(await response.text(), route).toContain(`<h1>${heading}</h1>`);
    }
  });

  test('every other client route still gets the empty index.html', async () => {
    for (const route of ['/dashboard', '/login/extra', '/pages/login', '/employee/edit/42']) {
      const response = await api.app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toBe(INDEX_HTML);
    }
  });

  test('a form posted to a page before its script ran is not read: the page is sent again by a 303', async () => {
    for (const route of ['/login', '/register?next=%2Fdashboard', '/dashboard']) {
      const response = await api.app.request(route, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=ada%40example.com&password=secret+words',
      });
      expect(response.status, route).toBe(303);
      expect(response.headers.get('location'), route).toBe(route);
    }
    // Back to this site only, whatever the path starts with.
    const twoSlashes = await api.app.request('http://localhost//elsewhere.example/login', { method: 'POST' });
    expect(twoSlashes.headers.get('location')).toBe('/elsewhere.example/login');
    // Files are not pages, and the API keeps its own answer for a path it does not have.
    expect((await api.app.request('/favicon.ico', { method: 'POST' })).status).toBe(404);
    const unknown = await api.app.request('/api/no/such-operation', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'There is no such API operation.' });
  });

  test('the CSP lets the prerendered page run its theme script, as it does index.html', async () => {
    const csp = (await api.app.request('/login')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(inlineScriptHashes(prerendered('Sign In'))[0]);
  });

  test('the CSP allows the prerendered pages’ inline style sheets by their hashes, and no other', async () => {
    const csp = (await api.app.request('/dashboard')).headers.get('content-security-policy') ?? '';
    const styleSrc = csp.match(/style-src [^;]*/)?.[0] ?? '';
    const [hash] = inlineStyleHashes(prerendered('Sign In'));
    expect(hash).toMatch(/^sha256-/);
    expect(styleSrc).toContain(`'${hash}'`);
    expect(styleSrc).not.toContain(`'${inlineStyleHashes('<style>h1{color:red}</style>')[0]}'`);
    expect(styleSrc).not.toContain('unsafe-inline');
  });
});

describe('icons', () => {
  test('/favicon.ico answers the icon with an icon type, never the app page', async () => {
    const response = await api.app.request('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(FAVICON));
  });
});

describe('JSON answers', () => {
  const signUp = (acceptEncoding: string) =>
    api.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      body: JSON.stringify({ username: 'nobody@example.com', password: 'wrong password' }),
    });

  test('a small answer goes uncompressed', async () => {
    const response = await api.app.request('/api/health', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ status: 'ok' });
    expect((await signUp('gzip')).headers.get('content-encoding')).toBeNull();
  });

  test('an answer over 1 KiB is gzipped for a client that accepts it, and stays no-store', async () => {
    // Both answers say they vary by Accept-Encoding, so a cache in between keeps them apart.
    const { token } = await api.newAdministrator();
    for (let index = 0; index < 12; index += 1) await api.addEmployee(token);
    const search = (acceptEncoding: string) =>
      api.app.request('/api/management/search-employees', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'accept-encoding': acceptEncoding,
        },
        body: JSON.stringify({ page: 1, pageSize: 50 }),
      });
    const plain = await search('identity');
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('cache-control')).toBe('no-store');
    const zipped = await search('gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('cache-control')).toBe('no-store');
    const zippedBytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.headers.get('content-length')).toBe(String(zippedBytes.byteLength));
    expect(gunzipSync(zippedBytes).toString()).toBe(plainText);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(plainText)));
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (response: Response, what: string) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      // PDF.js reads a PDF preview from the page's own object URL (documents' Review).
      "connect-src 'self' blob:",
    ]) {
      expect(csp, what).toContain(directive);
    }
    expect(csp, what).not.toContain('unsafe-eval');
    expect(csp.match(/script-src [^;]*/)?.[0], what).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
    expect(response.headers.get('permissions-policy'), what).toContain('geolocation=(self)');
    expect(response.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  };

  test('on the app’s page, an asset, an API success, an API 400, an API 404 and a missing asset', async () => {
    const answers: [string, Response][] = [
      ['page', await api.app.request('/dashboard')],
      ['asset', await asset('br')],
      ['api 200', await api.app.request('/api/health')],
      [
        'api 400',
        await api.app.request('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"username": 1}',
        }),
      ],
      ['api 404', await api.app.request('/api/no/such-operation', { method: 'POST' })],
      ['asset 404', await api.app.request('/assets/gone.js')],
    ];
    expect(answers.map(([, response]) => response.status)).toEqual([200, 200, 200, 400, 404, 404]);
    for (const [what, response] of answers) expectSecurityHeaders(response, what);
  });

  test('the policy allows index.html’s own inline script by its hash, and nothing else inline', async () => {
    const csp = (await api.app.request('/')).headers.get('content-security-policy') ?? '';
    const [hash] = inlineScriptHashes(INDEX_HTML);
    expect(hash).toMatch(/^sha256-/);
    expect(csp).toContain(`script-src 'self' '${hash}'`);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  test('Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    // The test server's PUBLIC_URL is https.
    expect((await api.app.request('/')).headers.get('strict-transport-security')).toContain('max-age=');
    const plainHttp = await createTestApi({ appDir, publicUrl: 'http://localhost:3000' });
    try {
      expect((await plainHttp.app.request('/')).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plainHttp.close();
    }
  });
});

describe('chooseEncoding', () => {
  test('prefers brotli on a tie and respects weights', () => {
    expect(chooseEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('br;q=0.2, gzip;q=0.9', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('*', ['gzip'])).toBe('gzip');
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
  });
});
