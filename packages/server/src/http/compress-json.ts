import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding } from './accept-encoding.ts';

const gzipAsync = promisify(gzip);

/**
 * Gzips JSON answers of `thresholdBytes` or more for clients that accept it (a page of 50 employees
 * is about 10 KiB, a third of that gzipped); smaller ones go as they are, since compressing them
 * saves less than it costs. Answers already encoded, and anything not JSON (a CSV export streams,
 * an attachment is sent as stored), are left alone.
 */
export function compressJson(thresholdBytes: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (response.headers.has('Content-Encoding') || !response.body) return;
    if (!response.headers.get('Content-Type')?.startsWith('application/json')) return;
    const wantsGzip = chooseEncoding(c.req.header('accept-encoding'), ['gzip']) === 'gzip';
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.append('Vary', 'Accept-Encoding');
    let sent: Buffer = body;
    if (wantsGzip && body.byteLength >= thresholdBytes) {
      sent = await gzipAsync(body);
      headers.set('Content-Encoding', 'gzip');
    }
    headers.set('Content-Length', String(sent.byteLength));
    c.res = new Response(new Uint8Array(sent), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
