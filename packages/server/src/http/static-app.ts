import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { type ContentEncoding, chooseEncoding, PRECOMPRESSED } from './accept-encoding.ts';
import type { ApiEnv } from './api-env.ts';

/** Files under /assets/ carry a hash of their content in their name: a new build is a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is asked for again each time; the ETag makes that a 304. */
const REVALIDATE = 'no-cache';

const MEDIA_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

interface StaticFile {
  file: string;
  size: number;
  etag: string;
  /** The precompressed siblings (name.br, name.gz) that exist. */
  encodings: ContentEncoding[];
}

function findFile(appDir: string, urlPath: string): StaticFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(appDir, path.normalize(decoded));
  // A path that climbs out of the app's folder names nothing we serve.
  if (!file.startsWith(appDir + path.sep) || decoded.includes('\0')) return undefined;
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return undefined;
  const encodings = PRECOMPRESSED.filter(({ suffix }) =>
    statSync(file + suffix, { throwIfNoEntry: false })?.isFile(),
  ).map(({ encoding }) => encoding);
  return {
    file,
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
    encodings,
  };
}

async function send(c: Context<ApiEnv>, found: StaticFile, cacheControl: string): Promise<Response> {
  const mediaType = MEDIA_TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
  const encoding = chooseEncoding(c.req.header('accept-encoding'), found.encodings);
  const headers: Record<string, string> = {
    'Content-Type': mediaType,
    'Cache-Control': cacheControl,
    ETag: encoding ? `${found.etag.slice(0, -1)}-${encoding}"` : found.etag,
  };
  if (found.encodings.length > 0) headers.Vary = 'Accept-Encoding';
  if (c.req.header('if-none-match') === headers.ETag) return c.body(null, 304, headers);
  const suffix = PRECOMPRESSED.find((entry) => entry.encoding === encoding)?.suffix ?? '';
  if (encoding) headers['Content-Encoding'] = encoding;
  const body = await readFile(found.file + suffix);
  headers['Content-Length'] = String(body.byteLength);
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
}

/**
 * The public pages the build prerenders (packages/app/prerender.ts) are kept as pages/<path>.html,
 * / as pages/index.html: the page's HTML, painted before any script runs and hydrated by it.
 */
const PRERENDERED_FOLDER = 'pages';
const prerenderedPage = (urlPath: string) =>
  `/${PRERENDERED_FOLDER}${urlPath === '/' ? '/index' : urlPath}.html`;

/**
 * Serves the built app: hashed files under /assets/ for a year, any other file of the build, a
 * prerendered page at its address, and index.html (for every other client-side route, so a reload
 * works) revalidated each time. Each is sent precompressed (brotli or gzip, made at build time) when
 * the client accepts it.
 */
export function serveApp(app: Hono<ApiEnv>, appDir: string): void {
  const root = path.resolve(appDir);
  const index = findFile(root, '/index.html');
  if (!index) throw new Error(`The built app has no index.html in ${root}: run npm run build -w @hr/app.`);
  app.on(['GET', 'HEAD'], '/assets/*', async (c) => {
    const found = findFile(root, c.req.path);
    // A missing asset is a 404, not the app's page: a stale tab must not parse HTML as a script.
    return found ? send(c, found, IMMUTABLE) : c.text('Not Found', 404);
  });
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const file = findFile(root, c.req.path);
    if (file) return send(c, file, REVALIDATE);
    // A missing file (a path ending in an extension: /favicon.ico, /sitemap.xml) is a 404, not the app's
    // page: browsers and crawlers would take the HTML for the file. Client routes end in words or ids.
    if (path.extname(c.req.path) !== '') return c.text('Not Found', 404);
    const page = findFile(root, prerenderedPage(c.req.path)) ?? findFile(root, '/index.html');
    return page ? send(c, page, REVALIDATE) : c.text('Not Found', 404);
  });
  // A form the browser sent itself, before the page's script took it over or with scripts off (every
  // form of the app posts: @hr/ui's Form): nothing is read or kept, and the page is sent again by a
  // See Other, so a reload does not post a second time. The API's unknown paths keep their 404 (routes.ts).
  app.post('*', (c) => {
    if (path.extname(c.req.path) !== '') return c.text('Not Found', 404);
    const { pathname, search } = new URL(c.req.url);
    // One leading slash: `//host/...` would send the browser to another site.
    return c.redirect(`/${pathname.replace(/^\/+/, '')}${search}`, 303);
  });
}

/**
 * The text of index.html and of every prerendered page, for the hashes of their inline scripts and
 * style sheets; none when the app is not served.
 */
export function readAppPages(appDir: string | undefined): string[] {
  if (!appDir) return [];
  const pagesDir = path.join(appDir, PRERENDERED_FOLDER);
  const prerendered = existsSync(pagesDir)
    ? readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.html'))
        .map((name) => path.join(pagesDir, name))
    : [];
  return [path.join(appDir, 'index.html'), ...prerendered]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
}
