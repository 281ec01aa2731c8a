import type { Context } from 'hono';
import type { ApiEnv } from './api-env.ts';

/**
 * A file answer: a download (attachment), never shown in the page, typed as it is (nosniff). A CSV
 * starts with a byte-order mark so that spreadsheets read accented names as UTF-8.
 */
export function fileAnswer(
  c: Context<ApiEnv>,
  file: { fileName: string } & ({ text: string } | { bytes: Uint8Array<ArrayBuffer> }),
): Response {
  const body = 'text' in file ? new TextEncoder().encode(`\uFEFF${file.text}`) : file.bytes;
  return c.body(body, 200, {
    'Content-Type': 'text' in file ? 'text/csv; charset=utf-8' : 'application/pdf',
    'Content-Length': String(body.byteLength),
    'Content-Disposition': attachmentDisposition(file.fileName),
    'X-Content-Type-Options': 'nosniff',
  });
}

/**
 * `attachment` (a download, never shown in the page) with the name in RFC 8187's UTF-8 form, and an
 * ASCII stand-in for clients that read only `filename` (RFC 6266).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
