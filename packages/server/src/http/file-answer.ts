import type { Context } from 'hono';
import { attachmentDisposition } from '../attachments/handlers.ts';
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
