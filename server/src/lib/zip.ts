/**
 * A small ZIP writer (PKWARE APPNOTE 6.3: local headers, deflated data, central directory). Names
 * are UTF-8 (flag bit 11), so Chinese file names show as they are in Windows Explorer, macOS Archive
 * Utility and `unzip`.
 *
 *  - `zipArchive` builds an archive in memory from a few small files (the sibling pages' download).
 *  - `zipStream` yields an archive chunk by chunk while its entries are still being produced: each
 *    entry is deflated as it arrives and its CRC and sizes follow it in a data descriptor (flag
 *    bit 3), so memory stays flat however large the entry grows (the XLSX exports).
 */
import { createDeflateRaw, deflateRawSync, crc32 as zlibCrc32 } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive, `/`-separated, no leading slash. */
  name: string;
  data: Buffer | string;
}

/** An entry of `zipStream`: its data whole, or as chunks produced one after another. */
export interface ZipStreamEntry {
  name: string;
  data: Buffer | string | AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
}

/** CRC-32 (IEEE 802.3) of `data`, as ZIP records it; `previous` continues a running CRC. */
export function crc32(data: Buffer, previous = 0): number {
  return zlibCrc32(data, previous) >>> 0;
}

/** MS-DOS date and time of `date` (local fields; 2-second precision). */
function dosDateTime(date: Date): { time: number; day: number } {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

const UTF8_NAMES = 0x0800;
/** General-purpose flag bit 3: CRC and sizes are 0 in the local header and follow the data. */
const DATA_DESCRIPTOR = 0x0008;
const DEFLATE = 8;
const STORE = 0;
/** Without ZIP64 an entry and the archive stay under 4 GiB. */
const MAX_32 = 0xffffffff;

/** What the central directory records of one entry. */
interface Written {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(entry: Omit<Written, 'offset'>, stamp: { time: number; day: number }): Buffer {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed: 2.0
  local.writeUInt16LE(entry.flags, 6);
  local.writeUInt16LE(entry.method, 8);
  local.writeUInt16LE(stamp.time, 10);
  local.writeUInt16LE(stamp.day, 12);
  local.writeUInt32LE(entry.crc, 14);
  local.writeUInt32LE(entry.compressed, 18);
  local.writeUInt32LE(entry.size, 22);
  local.writeUInt16LE(entry.name.length, 26);
  local.writeUInt16LE(0, 28);
  return Buffer.concat([local, entry.name]);
}

function centralDirectory(entries: readonly Written[], stamp: { time: number; day: number }, offset: number): Buffer {
  const centrals: Buffer[] = [];
  for (const entry of entries) {
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt16LE(stamp.time, 12);
    central.writeUInt16LE(stamp.day, 14);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.compressed, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
    central.writeUInt32LE(entry.offset, 42);
    centrals.push(central, entry.name);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}

const toBuffer = (data: Buffer | string) => (typeof data === 'string' ? Buffer.from(data, 'utf8') : data);

/** The ZIP archive of `entries`, every file dated `modified`. */
export function zipArchive(entries: readonly ZipEntry[], modified: Date): Buffer {
  const stamp = dosDateTime(modified);
  const parts: Buffer[] = [];
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = toBuffer(entry.data);
    const deflated = deflateRawSync(raw, { level: 9 });
    const [method, body] = deflated.length < raw.length ? [DEFLATE, deflated] : [STORE, raw];
    const record = { name: Buffer.from(entry.name, 'utf8'), flags: UTF8_NAMES, method, crc: crc32(raw), compressed: body.length, size: raw.length, offset };
    const header = localHeader(record, stamp);
    parts.push(header, body);
    written.push(record);
    offset += header.length + body.length;
  }
  return Buffer.concat([...parts, centralDirectory(written, stamp, offset)]);
}

/** Resolves when `stream` can take more data or has closed (listeners removed either way). */
function roomOrClose(stream: NodeJS.WritableStream & NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * Deflates `source` as it arrives, counting its CRC and sizes into `record`. Backpressure holds both
 * ways: the source is read only while the deflater has room, and the deflater's output only as the
 * caller pulls it. A failing source ends the iteration with its error.
 */
async function* deflating(source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>, record: Written): AsyncGenerator<Buffer> {
  const deflater = createDeflateRaw({ level: 6 });
  const feed = (async () => {
    for await (const chunk of source) {
      // Destroyed: the consumer went away (leaving the loop returns the source, e.g. a query's batches).
      if (deflater.destroyed) break;
      const data = toBuffer(chunk);
      if (data.length === 0) continue;
      record.crc = crc32(data, record.crc);
      record.size += data.length;
      if (record.size > MAX_32) throw new Error('zipStream: an entry of 4 GiB or more needs ZIP64');
      if (!deflater.write(data)) await roomOrClose(deflater);
    }
    if (!deflater.destroyed) deflater.end();
  })().catch((error: unknown) => {
    deflater.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  try {
    for await (const out of deflater as AsyncIterable<Buffer>) {
      record.compressed += out.length;
      yield out;
    }
  } finally {
    // The consumer stopped early or the source failed: release the source and the deflater.
    if (!deflater.destroyed) deflater.destroy();
    await feed;
  }
}

/**
 * The ZIP archive of `entries` as a sequence of chunks, every file dated `modified`. Each entry is
 * deflated while its data arrives; nothing is held but the deflater's window and the directory.
 * An error of an entry's data ends the iteration with that error (the archive is left unfinished).
 */
export async function* zipStream(entries: Iterable<ZipStreamEntry> | AsyncIterable<ZipStreamEntry>, modified: Date): AsyncGenerator<Buffer> {
  const stamp = dosDateTime(modified);
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const record: Written = {
      name: Buffer.from(entry.name, 'utf8'),
      flags: UTF8_NAMES | DATA_DESCRIPTOR,
      method: DEFLATE,
      crc: 0,
      compressed: 0,
      size: 0,
      offset,
    };
    const header = localHeader(record, stamp);
    yield header;
    const data = typeof entry.data === 'string' || Buffer.isBuffer(entry.data) ? [entry.data] : entry.data;
    yield* deflating(data, record);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(record.crc, 4);
    descriptor.writeUInt32LE(record.compressed, 8);
    descriptor.writeUInt32LE(record.size, 12);
    yield descriptor;
    offset += header.length + record.compressed + descriptor.length;
    if (offset > MAX_32) throw new Error('zipStream: an archive of 4 GiB or more needs ZIP64');
    written.push(record);
  }
  yield centralDirectory(written, stamp, offset);
}
