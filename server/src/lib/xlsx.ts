/**
 * Streams an XLSX workbook (exceljs) as the answer of a "(file)" call of SPEC §7. Validate the
 * request BEFORE calling this: once streaming has begun, an error can no longer become an envelope.
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
    for await (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => stream.destroy(error));
  return reply.send(stream);
}
