import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type Plugin } from 'vite';
import type { PrerenderedPage } from './src/prerender.tsx';

/** Where the prerendered pages go in the build; the server sends `pages/login.html` at /login. */
export const PRERENDERED_FOLDER = 'pages';

/** The file of a prerendered address: / is pages/index.html, /auth/login is pages/auth/login.html. */
export function prerenderedFile(urlPath: string): string {
  return `${PRERENDERED_FOLDER}/${urlPath === '/' ? 'index' : urlPath.slice(1)}.html`;
}

/** An empty Web Storage: the prerendered page is a first visit's, with nothing stored. */
class EmptyStorage {
  readonly length = 0;
  getItem() {
    return null;
  }
  key() {
    return null;
  }
  setItem() {}
  removeItem() {}
  clear() {}
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The manifest's key for a page's module: a source module is its own key (src/app.tsx); a chunk group
 * of vite.config.ts is named (landing), as the manifest keys a group's chunk by its hashed file name
 * and the modules the group holds have no key of their own.
 */
function manifestKey(manifest: Manifest, module: string): string {
  if (module.startsWith('src/')) return module;
  const group = Object.keys(manifest).find(
    (key) => key.startsWith('_') && manifest[key]?.name === module && key.endsWith('.js'),
  );
  if (!group) throw new Error(`Prerendering: no chunk group ${module} is in the client build's manifest.`);
  return group;
}

/** The JS and CSS files a page's modules need at load: their chunks and everything they import. */
function filesOf(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Prerendering: ${key} is not in the client build's manifest.`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(manifestKey(manifest, module));
  return { js: [...js], css: [...css] };
}

/** index.html with the page's title, its style sheets (inline) and preloads, and its HTML in #root. */
function pageHtml(template: string, manifest: Manifest, page: PrerenderedPage, outDir: string): string {
  const { js, css } = filesOf(manifest, page.modules);
  const links = [
    ...css
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const withTitle = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  const withLinks = withTitle.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
  if (!withLinks.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root.');
  const withContent = withLinks.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  return withInlineStyleSheets(withContent, outDir);
}

/**
 * The page's style sheets inline, each where its link was, so the first paint waits for no request
 * (issue 33: the CSS request was most of the public pages' first contentful paint). Each link stays,
 * for print only: the script's module loader finds the style sheets of the chunks it loads linked and
 * does not fetch and apply them a second time. The server's CSP allows these <style> elements by their
 * hashes (packages/server/src/http/security-headers.ts).
 */
function withInlineStyleSheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
    const css = readFileSync(path.join(outDir, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`Prerendering: ${file} cannot be inlined.`);
    return `<style>${css}</style>${link.replace('>', ' media="print">')}`;
  });
}

/**
 * After the client build, renders the public pages of src/prerender.tsx to HTML (issue 33): an SSR
 * build of that entry (the same components, the same CSS-module names), run once in this process with
 * an empty storage, each page written to pages/ with the style sheets and modulepreload links it needs,
 * so it paints before any script runs and main.tsx hydrates it. It runs before precompress (closeBundle).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'hr-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      // Inside the package, so the SSR build's imports of react, react-router-dom... resolve from it.
      const ssrDir = path.join(root, 'node_modules/.hr-prerender');
      const globals = globalThis as Record<string, unknown>;
      try {
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, minify: false },
        });
        globals.localStorage = new EmptyStorage();
        globals.sessionStorage = new EmptyStorage();
        const entry: typeof import('./src/prerender.tsx') = await import(
          pathToFileURL(path.join(ssrDir, 'prerender.js')).href
        );
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest: Manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
        for (const urlPath of entry.PRERENDERED_PATHS) {
          const file = path.join(outDir, prerenderedFile(urlPath));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(template, manifest, await entry.prerender(urlPath), outDir));
        }
      } finally {
        delete globals.localStorage;
        delete globals.sessionStorage;
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
