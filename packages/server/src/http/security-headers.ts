import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The two <style> elements react-aria adds to the page itself (usePress: touch-action on pressable
 * elements; usePreventScroll: overscroll under a modal on touch screens), allowed by the hash of their
 * fixed text rather than by 'unsafe-inline'. If a react-aria upgrade changes either text, the CSP
 * journey (e2e/csp.spec.ts) reports the blocked style with the hash it now needs.
 */
const REACT_ARIA_STYLE_HASHES = [
  sha256('@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}'),
  sha256('@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}'),
];

/**
 * The Content-Security-Policy of every answer. Scripts come only from our origin (plus the hashes of
 * index.html's own inline scripts, such as the one that applies the dark theme before the first
 * paint): no 'unsafe-inline', no 'unsafe-eval'. Style sheets come only from our origin; react-aria and
 * the virtualised tables position elements through style attributes, hence `style-src-attr`; the
 * <style> elements react-aria adds are allowed by their hashes.
 * Images may be data: URLs (the employer's logo is kept as one) and blob: URLs (files made in the
 * page, such as a CSV about to be downloaded). The page may also read its own blob: URLs: PDF.js reads
 * a document's preview from the object URL the app made of its bytes. A blob: URL only ever names bytes
 * this origin made in the page, so this sends nothing anywhere. The prerendered public pages carry
 * their style sheets inline, so they paint without waiting for one (issue 33): those <style> elements
 * are allowed by their hashes too.
 */
export function contentSecurityPolicy(
  inlineScriptHashes: readonly string[] = [],
  inlineStyleHashes: readonly string[] = [],
): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' ');
  const styles = ["'self'", ...[...REACT_ARIA_STYLE_HASHES, ...inlineStyleHashes].map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${styles.join(' ')}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** sha256 hashes, in CSP's form, of the inline <script> elements of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) =>
    sha256(match[1] ?? ''),
  );
}

/** sha256 hashes, in CSP's form, of the <style> elements of an HTML page. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256(match[1] ?? ''));
}

/**
 * Geolocation stays with our own pages (the attendance check-in will ask for it); every other
 * powerful feature is off, for us and for anything embedded.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'interest-cohort=()',
].join(', ');

/** A year, with subdomains: sent only when the app is reached over https. */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: Strict-Transport-Security is sent only when it is https. */
  publicUrl: string;
  inlineScriptHashes?: readonly string[];
  inlineStyleHashes?: readonly string[];
}

/**
 * Sets the security headers on every answer, the app's pages, its assets, the API's answers, errors
 * and 404s alike. Referrer-Policy is `no-referrer`: invitation and password-reset links carry their
 * token in the address, and nothing this app links to needs to know where the user came from.
 */
export function securityHeaders({
  publicUrl,
  inlineScriptHashes = [],
  inlineStyleHashes = [],
}: SecurityHeaderOptions): MiddlewareHandler {
  const headers: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes, inlineStyleHashes)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
  if (publicUrl.startsWith('https://')) headers.push(['Strict-Transport-Security', HSTS]);
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) {
      // An answer that sets a stricter policy of its own (an attachment's `sandbox`) keeps it.
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
