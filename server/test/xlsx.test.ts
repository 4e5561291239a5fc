/**
 * Issue 11 §6 (an export of 100,000 rows streams without the server's memory growing): the XLSX
 * writer and the streaming ZIP under it. The workbook must open in a spreadsheet reader with its
 * Chinese headers and typed cells, and its bytes must leave while rows are still being read.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { sheetNameOf, workbookEntries, type XlsxColumn, xmlText } from '../src/lib/xlsx';
import { crc32, zipArchive, zipStream } from '../src/lib/zip';

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

interface Person {
  id: number;
  name: string;
  vip: boolean;
  at: Date | null;
}

const COLUMNS: XlsxColumn<Person>[] = [
  { header: '用户ID', width: 10, value: (row) => row.id },
  { header: '昵称', value: (row) => row.name },
  { header: '会员', value: (row) => row.vip },
  { header: '最近访问', value: (row) => row.at },
];

async function* people(count: number, seen: { n: number }): AsyncGenerator<Person> {
  for (let i = 1; i <= count; i++) {
    seen.n = i;
    yield { id: i, name: `观众${i}`, vip: i % 2 === 0, at: null };
  }
}

async function workbookOf(rows: Person[], sheetName = '观众列表') {
  const iterator = rows[Symbol.iterator]();
  const first = iterator.next();
  const bytes = await collect(zipStream(workbookEntries(sheetName, COLUMNS, first.done ? undefined : first.value, iterator), new Date('2026-11-24T08:00:00Z')));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return { bytes, workbook };
}

describe('zipStream', () => {
  it('writes an archive any reader opens: entries with data descriptors, CRCs and UTF-8 names', async () => {
    async function* parts() {
      yield 'hello ';
      yield Buffer.from('世界');
    }
    const bytes = await collect(
      zipStream(
        [
          { name: '说明.txt', data: '中文说明' },
          { name: 'dir/流.txt', data: parts() },
        ],
        new Date('2026-11-24T08:00:00Z'),
      ),
    );
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toEqual(['说明.txt', 'dir/流.txt']);
    expect(await zip.file('说明.txt')?.async('string')).toBe('中文说明');
    expect(await zip.file('dir/流.txt')?.async('string')).toBe('hello 世界');
    // flag bit 3 (data descriptor) and bit 11 (UTF-8 names) in the first local header
    expect(bytes.readUInt16LE(6) & 0x0808).toBe(0x0808);
  });

  it('keeps zipArchive and its CRC-32 as before', async () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const zip = await JSZip.loadAsync(zipArchive([{ name: 'a.txt', data: 'a'.repeat(1000) }], new Date()));
    expect(await zip.file('a.txt')?.async('string')).toBe('a'.repeat(1000));
  });

  it('reads the source only as fast as the archive is pulled (backpressure)', async () => {
    const seen = { n: 0 };
    async function* lines() {
      for (let i = 0; i < 200_000; i++) {
        seen.n = i;
        yield `${i} ${Math.random()}\n`;
      }
    }
    const chunks = zipStream([{ name: 'lines.txt', data: lines() }], new Date())[Symbol.asyncIterator]();
    for (let i = 0; i < 3; i++) await chunks.next();
    expect(seen.n).toBeLessThan(100_000);
    await chunks.return?.(undefined);
  });

  it('ends with the error of a source that fails midway', async () => {
    async function* failing() {
      yield 'x'.repeat(100_000);
      throw new Error('connection lost');
    }
    await expect(collect(zipStream([{ name: 'a.txt', data: failing() }], new Date()))).rejects.toThrow('connection lost');
  });
});

describe('the XLSX writer (issue 11 exports)', () => {
  it('writes Chinese headers in bold, numbers as numbers, booleans, China-time dates and escaped text', async () => {
    const { workbook } = await workbookOf([
      { id: 1, name: '张三 & <李四> "王五"\u0000\u0007', vip: true, at: new Date('2026-11-24T02:30:00Z') },
      { id: 2, name: '', vip: false, at: null },
    ]);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('观众列表');
    expect(sheet.getRow(1).values).toEqual([undefined, '用户ID', '昵称', '会员', '最近访问']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).value).toBe(1);
    expect(sheet.getRow(2).getCell(2).value).toBe('张三 & <李四> "王五"');
    expect(sheet.getRow(2).getCell(3).value).toBe(true);
    // 10:30 in China, written as a wall-clock serial (exceljs reads serials as UTC)
    expect((sheet.getRow(2).getCell(4).value as Date).toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(sheet.getRow(3).getCell(3).value).toBe(false);
    expect(sheet.getColumn(1).width).toBe(10);
    expect(sheet.getColumn(2).width).toBe(18);
    expect(sheet.rowCount).toBe(3);
  });

  it('writes the header alone when there are no rows', async () => {
    const { workbook } = await workbookOf([]);
    expect(workbook.worksheets[0]?.rowCount).toBe(1);
  });

  it('sends its first bytes while the rows are still being read (100,000 rows)', async () => {
    const seen = { n: 0 };
    const rows = people(100_000, seen);
    const first = await rows.next();
    let readWhenFirstSheetBytes = -1;
    let total = 0;
    let size = 0;
    for await (const chunk of zipStream(workbookEntries('观众', COLUMNS, first.value as Person, rows), new Date())) {
      total += chunk.length;
      // the sixth local header is the sheet's; bytes after it are sheet data
      if (readWhenFirstSheetBytes < 0 && total > 4000) readWhenFirstSheetBytes = seen.n;
      size = total;
    }
    expect(readWhenFirstSheetBytes).toBeGreaterThan(0);
    expect(readWhenFirstSheetBytes).toBeLessThan(50_000);
    expect(seen.n).toBe(100_000);
    expect(size).toBeGreaterThan(100_000);
  }, 30_000);

  it('makes names and text safe for the sheet', () => {
    expect(sheetNameOf('a/b:c*d?[e]\\f')).toBe('a b c d  e  f');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('  ')).toBe('Sheet1');
    expect(xmlText('a\u0001b\ud800c<')).toBe('abc&lt;');
  });
});
