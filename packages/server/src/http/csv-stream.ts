import type { Context } from 'hono';
import { csvLine } from '../employees/employees-csv.ts';

/**
 * An export's answer: a CSV attachment streamed batch by batch as the service reads them, so a large
 * export is never held whole. The first batch is read before answering, so a refusal the service
 * throws on its first read is still an error answer (a 403, a 400), not a broken download.
 */
export async function csvAttachment<Row>(
  c: Context,
  filename: string,
  headers: readonly string[],
  batches: AsyncGenerator<Row[]>,
  lines: (rows: readonly Row[]) => string,
): Promise<Response> {
  const first = await batches.next();
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // The byte-order mark makes spreadsheets read the file as UTF-8, so accented names survive.
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(headers)}`));
      if (!first.done) controller.enqueue(encoder.encode(lines(first.value)));
      if (first.done) controller.close();
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(lines(next.value)));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return c.body(stream, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
}
