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
    // Only the headers are read until the answer is known to be gzipped: reading the body back (or
    // asking whether there is one) turns @hono/node-server's light answer, sent as the string it was
    // made from, into a full web Response read through a stream and copied: about a fifth of the
    // server's CPU for a page of employees, sent to a client that takes it as it is (bench:server).
    const headers = response.headers;
    if (headers.has('Content-Encoding')) return;
    if (!headers.get('Content-Type')?.startsWith('application/json')) return;
    headers.append('Vary', 'Accept-Encoding');
    if (chooseEncoding(c.req.header('accept-encoding'), ['gzip']) !== 'gzip') return;
    // The API's answers state their length (envelope.ts, jsonAnswer): most are too small to gzip.
    const statedLength = headers.get('Content-Length');
    if (statedLength !== null && Number(statedLength) < thresholdBytes) return;
    const body = Buffer.from(await response.arrayBuffer());
    const sent = body.byteLength >= thresholdBytes ? await gzipAsync(body) : body;
    const sentHeaders = new Headers(headers);
    // Hono copies the replaced answer's headers onto its replacement (c.res's setter): its stated
    // length must not come along.
    response.headers.delete('Content-Length');
    if (sent !== body) sentHeaders.set('Content-Encoding', 'gzip');
    sentHeaders.set('Content-Length', String(sent.byteLength));
    c.res = new Response(new Uint8Array(sent), {
      status: response.status,
      statusText: response.statusText,
      headers: sentHeaders,
    });
  };
}
