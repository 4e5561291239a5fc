/**
 * Streams an XLSX workbook as the answer of a "(file)" call of SPEC §7. Validate the request BEFORE
 * calling this.
 *
 * The workbook is written here rather than by a spreadsheet library because it must stream: the
 * sheet's rows are turned into SpreadsheetML (ECMA-376 part 1; strings inline, so no shared-string
 * table grows with the file) and deflated into the ZIP as they are read (`zipStream`), pulled by the
 * socket. A 100,000-row export holds one batch of rows at a time, and its first bytes leave with
 * the first rows. (exceljs's "streaming" writer kept the whole archive in memory until the end.)
 *
 * The first row is read before anything is sent, so a query that fails at once rejects (the error
 * handler answers the envelope and logs it); one that fails later cuts the transfer, so the client
 * sees a broken download rather than a short file that looks complete, and the failure is logged
 * (issue 13).
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type ZipStreamEntry, zipStream } from './zip';

/** One column: a Chinese header and how to read the cell from a row. */
export interface XlsxColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number | boolean | Date | null;
}

/** Width of a column that names none, in characters. */
const DEFAULT_WIDTH = 18;
/** Rows of XML gathered into one chunk for the deflater. */
const ROWS_PER_CHUNK = 200;
/** A cell holds at most 32,767 characters (Excel's limit). */
const CELL_MAX = 32_767;
/** China Standard Time, the console's calendar: dates are written as China wall-clock times. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Excel's serial day of 1970-01-01. */
const EPOCH_SERIAL = 25_569;

/** Style ids of styles.xml's cellXfs. */
const STYLE_HEADER = 1;
const STYLE_DATE = 2;

/** Text as XML character data: escaped, and without the control characters XML 1.0 cannot hold. */
export function xmlText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 cannot hold
  const unfit = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
  return value.replace(unfit, '').replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string);
}

/** A sheet name Excel accepts: no []:*?/\, at most 31 characters, not empty. */
export function sheetNameOf(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean || 'Sheet1';
}

/** The column letters of a 0-based index: A … Z, AA … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

type CellValue = string | number | boolean | Date | null | undefined;

/** One cell's XML at `ref` (e.g. B7); null, undefined and NaN leave the cell out. */
function cellXml(ref: string, value: CellValue, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"${s}><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const serial = (value.getTime() + CHINA_OFFSET_MS) / DAY_MS + EPOCH_SERIAL;
    return `<c r="${ref}" s="${STYLE_DATE}"><v>${serial}</v></c>`;
  }
  const text = value.length > CELL_MAX ? value.slice(0, CELL_MAX) : value;
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

/** Row `number` (1-based) of `values`; rows and cells carry their references, as readers expect. */
function rowXml(letters: readonly string[], number: number, values: readonly CellValue[], style = 0): string {
  let cells = '';
  for (let i = 0; i < values.length; i++) cells += cellXml(`${letters[i]}${number}`, values[i], style);
  return `<row r="${number}">${cells}</row>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
/** Fonts: 0 regular, 1 bold. Cell styles: 0 plain, 1 the header (bold), 2 a China date and time. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (sheetName: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** The worksheet's XML, chunk by chunk: the header row (bold, frozen), then the rows as they come. */
async function* sheetXml<Row>(columns: readonly XlsxColumn<Row>[], first: Row | undefined, rest: AsyncIterator<Row> | Iterator<Row>): AsyncGenerator<string> {
  const letters = columns.map((_, index) => columnName(index));
  const cols = columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width ?? DEFAULT_WIDTH}" customWidth="1"/>`).join('');
  const header = rowXml(
    letters,
    1,
    columns.map((column) => column.header),
    STYLE_HEADER,
  );
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${header}`;
  if (first !== undefined) {
    let number = 2;
    let chunk = rowXml(
      letters,
      number,
      columns.map((column) => column.value(first)),
    );
    for (let step = await rest.next(); !step.done; step = await rest.next()) {
      const row = step.value;
      number += 1;
      chunk += rowXml(
        letters,
        number,
        columns.map((column) => column.value(row)),
      );
      if (number % ROWS_PER_CHUNK === 0) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  yield '</sheetData></worksheet>';
}

/** The parts of a one-sheet workbook; the sheet's data streams from `first` and `rest`. */
export function workbookEntries<Row>(
  sheetName: string,
  columns: readonly XlsxColumn<Row>[],
  first: Row | undefined,
  rest: AsyncIterator<Row> | Iterator<Row>,
): ZipStreamEntry[] {
  return [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: ROOT_RELS },
    { name: 'xl/workbook.xml', data: workbookXml(sheetName) },
    { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
    { name: 'xl/styles.xml', data: STYLES },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml(columns, first, rest) },
  ];
}

/** Sends `rows` (any async iterable, e.g. a keyset-paged query) as `filename`.xlsx, streamed. */
export async function sendXlsx<Row>(
  reply: FastifyReply,
  filename: string,
  sheetName: string,
  columns: readonly XlsxColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  modified: Date = new Date(),
): Promise<FastifyReply> {
  const iterator = (Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]()) as AsyncIterator<Row> | Iterator<Row>;
  // Before the first byte: a failure here is still an envelope.
  const first = await iterator.next();
  const stream = Readable.from(zipStream(workbookEntries(sheetName, columns, first.done ? undefined : first.value, iterator), modified), { objectMode: false });
  stream.on('error', (error) => {
    reply.log.error({ err: error, file: filename }, 'export failed while streaming; transfer cut');
  });
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${filename}.xlsx`)}`)
    .header('cache-control', 'no-store');
  return reply.send(stream);
}
