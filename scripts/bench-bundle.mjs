// `npm run bench:bundle`: builds the app and, the same way, a bare React + ReactDOM page (the floor),
// then prints the gzipped JS and CSS that the sign-in route loads and the whole app's total next to
// that floor. Figures only: no thresholds are asserted here.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(root, 'packages/app');
const floorDir = path.join(root, '.bench/floor');
/** Route modules live in packages/app/src/routes; the sign-in route is SignIn.tsx once it exists. */
const signInModule = 'src/routes/SignIn.tsx';
const fallbackModule = 'src/routes/Home.tsx';

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
function filesLoadedBy(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
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

await build({ root: appDir, logLevel: 'warn' });
const appDist = path.join(appDir, 'dist');
const floorDist = await buildFloor();

const appManifest = readManifest(appDist);
const appEntry = Object.keys(appManifest).find((key) => appManifest[key].isEntry);
const routeKey = [signInModule, fallbackModule].find((key) => appManifest[key]);
const routeLabel = routeKey === signInModule ? 'sign-in route' : `${fallbackModule} (no sign-in route yet)`;
const floorManifest = readManifest(floorDist);
const floorEntry = Object.keys(floorManifest).find((key) => floorManifest[key].isEntry);

const floor = measure(floorDist, filesLoadedBy(floorManifest, [floorEntry]));
const route = measure(appDist, filesLoadedBy(appManifest, routeKey ? [appEntry, routeKey] : [appEntry]));
const whole = measure(appDist, { js: allFiles(appDist, '.js'), css: allFiles(appDist, '.css') });

const rows = [
  ['bare React + ReactDOM (floor)', floor],
  [routeLabel, route],
  ['whole app', whole],
];
const ratio = (bytes) => `${(bytes / floor.js).toFixed(2)}x`;
console.log('\nBundle sizes, gzipped (level 9)\n');
console.log(`${'what'.padEnd(44)}${'JS'.padStart(12)}${'CSS'.padStart(12)}${'JS vs floor'.padStart(14)}`);
for (const [label, size] of rows) {
  console.log(`${label.padEnd(44)}${kib(size.js).padStart(12)}${kib(size.css).padStart(12)}${ratio(size.js).padStart(14)}`);
}
console.log(`\nBudget (issue 4): the sign-in route's JS stays within 2.5x the floor = ${kib(floor.js * 2.5)}.`);
