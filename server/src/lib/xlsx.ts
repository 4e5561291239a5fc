/**
 * Streams an XLSX workbook (exceljs) as the answer of a "(file)" call of SPEC §7. Validate the
 * request BEFORE calling this. The first row is read before anything is sent, so a query that fails
 * at once rejects (the error handler answers the envelope and logs it); one that fails later cuts the
 * transfer, so the client sees a broken download rather than a short file that looks complete, and
 * the failure is logged (issue 13).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/** One column: a Chinese header and how to read the cell from a row. */
export interface XlsxColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number | boolean | Date | null;
}

/** Sends `rows` (any async iterable, e.g. a keyset-paged query) as `filename`.xlsx, streamed. */
export async function sendXlsx<Row>(
  reply: FastifyReply,
  filename: string,
  sheetName: string,
  columns: readonly XlsxColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<FastifyReply> {
  const iterator = (Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]()) as AsyncIterator<Row> | Iterator<Row>;
  // Before the first byte: a failure here is still an envelope.
  const first = await iterator.next();
  const stream = new PassThrough();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${filename}.xlsx`)}`)
    .header('cache-control', 'no-store');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for (let step = first; !step.done; step = await iterator.next()) sheet.addRow(columns.map((c) => c.value(step.value))).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    reply.log.error({ err: error, file: filename }, 'export failed while streaming; transfer cut');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(stream);
}
