// `npm run bench:bundle`: builds the app and, the same way, a bare React + ReactDOM page (the floor),
// then prints the gzipped JS and CSS that the sign-in route and the marketing page load and the whole
// app's total next to that floor. What a page loads is observed, not guessed: the built app is served
// as the server serves it (a prerendered page at its address) and each page is opened in headless
// Chromium with nothing cached, and every JS and CSS file it fetched is counted.
// Each budget is printed next to its figure; the run exits non-zero, naming it, when one is exceeded
// (issue 33), so a regression fails the day it lands.
// `--no-build` measures the app as last built in packages/app/dist instead of building it: `npm test`
// runs it so after the journeys, whose server built the app (`npm start`), and it costs seconds.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(root, 'packages/app');
const floorDir = path.join(root, '.bench/floor');
/** The pages held to the budgets: a first visit to sign in, and to the marketing page. */
const SIGN_IN = { path: '/login', label: 'sign-in route (/login)' };
const MARKETING = { path: '/', label: 'marketing page (/)' };

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function buildFloor() {
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(path.join(floorDir, 'src'), { recursive: true });
  writeFileSync(
    path.join(floorDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>floor</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(floorDir, 'src/main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<p>Hello</p>);\n",
  );
  await build({
    root: floorDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  });
  return path.join(floorDir, 'dist');
}

/** JS and CSS files an entry needs at load: the chunk, its static imports (transitively), their CSS. */
function filesLoadedBy(manifest, key) {
  const js = new Set();
  const css = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * The prerendered pages' addresses, as the server answers them (static-app.ts): a path with no file
 * extension is its page in pages/ (/ is pages/index.html) when the build made one. Without this, the
 * preview server would answer every route with index.html, which no visitor of those pages gets.
 */
const servePrerenderedPages = {
  name: 'serve-prerendered-pages',
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      const { pathname, search } = new URL(request.url ?? '/', 'http://preview');
      if (path.extname(pathname) === '') {
        const page = `/pages${pathname === '/' ? '/index' : pathname}.html`;
        if (existsSync(path.join(appDir, 'dist', page))) request.url = `${page}${search}`;
      }
      next();
    });
  },
};

/**
 * Serves the built app, opens each route in a fresh Chromium page (nothing cached), and lists the JS
 * and CSS files it fetched, by route.
 */
async function filesFetchedFor(routePaths) {
  const server = await preview({
    root: appDir,
    logLevel: 'warn',
    plugins: [servePrerenderedPages],
    preview: { host: '127.0.0.1', port: 4179, strictPort: false },
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const byRoute = new Map();
    for (const routePath of routePaths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched = new Set();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (/\.(js|css)$/.test(pathname)) fetched.add(pathname.replace(/^\//, ''));
      });
      await page.goto(new URL(routePath, server.resolvedUrls.local[0]).href, { waitUntil: 'networkidle' });
      await context.close();
      const files = [...fetched];
      byRoute.set(routePath, {
        js: files.filter((f) => f.endsWith('.js')),
        css: files.filter((f) => f.endsWith('.css')),
      });
    }
    return byRoute;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}

function measure(distDir, files) {
  return {
    js: files.js.reduce((sum, file) => sum + gz(path.join(distDir, file)), 0),
    css: files.css.reduce((sum, file) => sum + gz(path.join(distDir, file)), 0),
  };
}

function allFiles(distDir, extension) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(extension)) found.push(path.relative(distDir, full));
    }
  };
  walk(distDir);
  return found;
}

const readManifest = (distDir) => JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

const appDist = path.join(appDir, 'dist');
if (!process.argv.includes('--no-build')) await build({ root: appDir, logLevel: 'warn' });
else if (!existsSync(path.join(appDist, '.vite/manifest.json'))) {
  console.error(`--no-build: there is no built app in ${path.relative(root, appDist)}; build it first.`);
  process.exit(1);
}
const floorDist = await buildFloor();

const floorManifest = readManifest(floorDist);
const floorEntry = Object.keys(floorManifest).find((key) => floorManifest[key].isEntry);

const floor = measure(floorDist, filesLoadedBy(floorManifest, floorEntry));
const fetchedBy = await filesFetchedFor([SIGN_IN.path, MARKETING.path]);
for (const [routePath, files] of fetchedBy) {
  if (files.js.length === 0) {
    // Nothing measured is not within budget: the page did not load its script.
    console.error(`${routePath} fetched no JavaScript from the built app; nothing to measure.`);
    process.exit(1);
  }
}
const signInFiles = fetchedBy.get(SIGN_IN.path);
const marketingFiles = fetchedBy.get(MARKETING.path);
const signIn = measure(appDist, signInFiles);
const marketing = measure(appDist, marketingFiles);
const whole = measure(appDist, { js: allFiles(appDist, '.js'), css: allFiles(appDist, '.css') });

/**
 * The chunks that import the marketing page's (vite.config.ts's `landing` group), other than its own
 * route's: a part the signed-in pages share with it, left for that group to take, makes them load it
 * (SIGN_IN_CHUNK says which parts, and why).
 */
const appManifest = readManifest(appDist);
const landingChunks = new Set(
  Object.entries(appManifest)
    .filter(([, chunk]) => chunk.name === 'landing')
    .map(([key]) => key),
);
if (landingChunks.size === 0) {
  console.error("The build has no chunk named 'landing' (vite.config.ts): nothing to check it against.");
  process.exit(1);
}
const LANDING_ROUTE = 'src/routes/Landing.tsx';
const loadingLanding = Object.entries(appManifest)
  .filter(
    ([key, chunk]) => key !== LANDING_ROUTE && (chunk.imports ?? []).some((file) => landingChunks.has(file)),
  )
  .map(([key]) => key);

const rows = [
  ['bare React + ReactDOM (floor)', floor],
  [SIGN_IN.label, signIn],
  [MARKETING.label, marketing],
  ['whole app', whole],
];
const ratio = (bytes) => `${(bytes / floor.js).toFixed(3)}x`;
console.log('\nBundle sizes, gzipped (level 9)\n');
console.log(`${'what'.padEnd(44)}${'JS'.padStart(12)}${'CSS'.padStart(12)}${'JS vs floor'.padStart(14)}`);
for (const [label, size] of rows) {
  console.log(
    `${label.padEnd(44)}${kib(size.js).padStart(12)}${kib(size.css).padStart(12)}${ratio(size.js).padStart(14)}`,
  );
}

/** Issue 33's budgets for a first visit to the sign-in page. */
const SIGN_IN_JS_BUDGET = 1.8;
/**
 * Files each public page loads (JS and CSS) before it can paint and answer. The sign-in page's is
 * issue 33's "a handful": Lighthouse's mobile run opens six connections to a host, so the HTML and
 * five files arrive in one round. The marketing page's is what it loads today (five scripts, three
 * style sheets), held so it does not grow back: it loaded nine scripts before vite.config.ts grouped
 * its chunks.
 */
const FILES_BUDGET = { [SIGN_IN.path]: 6, [MARKETING.path]: 8 };
const fileCount = (files) => files.js.length + files.css.length;
const budgets = [
  {
    what: `${SIGN_IN.label}: JS vs floor`,
    figure: `${ratio(signIn.js)} (${kib(signIn.js)})`,
    budget: `≤ ${SIGN_IN_JS_BUDGET.toFixed(1)}x (${kib(floor.js * SIGN_IN_JS_BUDGET)})`,
    met: signIn.js <= floor.js * SIGN_IN_JS_BUDGET,
  },
  ...[
    [SIGN_IN, signInFiles],
    [MARKETING, marketingFiles],
  ].map(([{ path: routePath, label }, files]) => ({
    what: `${label}: JS and CSS files`,
    figure: String(fileCount(files)),
    budget: `≤ ${FILES_BUDGET[routePath]}`,
    met: fileCount(files) <= FILES_BUDGET[routePath],
  })),
  {
    what: "other chunks loading the marketing page's",
    figure: String(loadingLanding.length),
    budget: '0',
    met: loadingLanding.length === 0,
  },
];
console.log('\nBudgets (issue 33)\n');
for (const { what, figure, budget, met } of budgets) {
  console.log(`${what.padEnd(52)}${figure.padStart(22)}  budget ${budget.padEnd(22)}${met ? 'met' : 'OVER'}`);
}
const over = budgets.filter(({ met }) => !met);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map(({ what }) => what).join('; ')}.`);
  if (loadingLanding.length > 0)
    console.error(`Loading the marketing page's chunk: ${loadingLanding.join(', ')}.`);
  process.exitCode = 1;
}
