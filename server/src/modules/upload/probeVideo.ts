/**
 * A recording's length and picture size read from its container's headers (issue 22 §2: an
 * uploaded video is listed with its duration and size, not 0). No decoder and no external tool:
 * only the few header bytes that say so are read, wherever they are in the file.
 *
 *   WebM / Matroska: Segment → Info (TimecodeScale, Duration) and Tracks → TrackEntry → Video
 *     (PixelWidth, PixelHeight). A browser's MediaRecorder writes no Duration; then the length is
 *     the last Cluster's Timecode (plus its last block's), read from the file's tail.
 *   MP4 / QuickTime: moov → mvhd (timescale, duration) and the first video trak's tkhd (width,
 *     height), the moov found by walking the top-level boxes (it may follow the media data).
 *
 * Anything unreadable answers zeros (shown as unknown), never an error: the bytes were already
 * accepted by the first-bytes check, and a length is a courtesy.
 */
import { type FileHandle, open } from 'node:fs/promises';

export interface VideoFacts {
  /** Whole seconds (rounded); 0 when unknown. */
  duration: number;
  width: number;
  height: number;
}

const UNKNOWN: VideoFacts = { duration: 0, width: 0, height: 0 };
/** How much of a file's start is read for a WebM's headers, and of its tail for the last cluster. */
const WEBM_HEAD_BYTES = 256 * 1024;
const WEBM_TAIL_BYTES = 1024 * 1024;
/** The largest moov box read (a long recording's sample tables; far larger is not a real file). */
const MOOV_MAX_BYTES = 32 * 1024 * 1024;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
  return buffer.subarray(0, bytesRead);
}

/** The facts of the video in `file` of type `mimeType` (video/webm, video/mp4, video/quicktime). */
export async function probeVideo(file: string, mimeType: string): Promise<VideoFacts> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'r');
    const { size } = await handle.stat();
    const facts = mimeType === 'video/webm' ? await probeWebm(handle, size) : await probeIsoMedia(handle, size);
    return facts ?? UNKNOWN;
  } catch {
    return UNKNOWN;
  } finally {
    await handle?.close();
  }
}

// --- EBML (WebM / Matroska) ---

const EBML = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** A variable-length integer at `at`: its value (the marker bit removed unless `keepMarker`) and length; null past the end. */
function vint(bytes: Buffer, at: number, keepMarker = false): { value: number; length: number; unknown: boolean } | null {
  if (at >= bytes.length) return null;
  const first = bytes[at] as number;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] as number;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface Element {
  id: number;
  /** Where the element's data starts and ends (the end is clipped to the buffer; an unknown size runs to it). */
  start: number;
  end: number;
}

/** The elements directly inside `[from, to)`. */
function* children(bytes: Buffer, from: number, to: number): Generator<Element> {
  let at = from;
  while (at < to) {
    const id = vint(bytes, at, true);
    if (!id) return;
    const size = vint(bytes, at + id.length);
    if (!size) return;
    const start = at + id.length + size.length;
    const end = size.unknown ? to : Math.min(to, start + size.value);
    yield { id: id.value, start, end };
    if (size.unknown) return;
    at = start + size.value;
  }
}

function uint(bytes: Buffer, { start, end }: Element): number {
  let value = 0;
  for (let i = start; i < end; i += 1) value = value * 256 + (bytes[i] as number);
  return value;
}

function float(bytes: Buffer, { start, end }: Element): number {
  if (end - start === 4) return bytes.readFloatBE(start);
  if (end - start === 8) return bytes.readDoubleBE(start);
  return 0;
}

async function probeWebm(handle: FileHandle, size: number): Promise<VideoFacts | null> {
  const head = await readAt(handle, 0, Math.min(size, WEBM_HEAD_BYTES));
  let scale = 1_000_000; // nanoseconds per timecode tick (the default millisecond)
  let duration = 0;
  let width = 0;
  let height = 0;
  for (const top of children(head, 0, head.length)) {
    if (top.id !== EBML.segment) continue;
    for (const part of children(head, top.start, top.end)) {
      if (part.id === EBML.cluster) break;
      if (part.id === EBML.info) {
        for (const field of children(head, part.start, part.end)) {
          if (field.id === EBML.timecodeScale) scale = uint(head, field) || scale;
          if (field.id === EBML.duration) duration = float(head, field);
        }
      }
      if (part.id === EBML.tracks && width === 0) {
        for (const entry of children(head, part.start, part.end)) {
          if (entry.id !== EBML.trackEntry) continue;
          for (const field of children(head, entry.start, entry.end)) {
            if (field.id !== EBML.video) continue;
            for (const pixel of children(head, field.start, field.end)) {
              if (pixel.id === EBML.pixelWidth) width = uint(head, pixel);
              if (pixel.id === EBML.pixelHeight) height = uint(head, pixel);
            }
          }
          if (width > 0) break;
        }
      }
    }
  }
  const ticks = duration > 0 ? duration : await lastClusterTicks(handle, size);
  const seconds = (ticks * scale) / 1e9;
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return { duration: Math.round(seconds), width, height };
}

/** The last cluster's timecode plus its last block's, in ticks (0 when none is found in the tail). */
async function lastClusterTicks(handle: FileHandle, size: number): Promise<number> {
  const from = Math.max(0, size - WEBM_TAIL_BYTES);
  const tail = await readAt(handle, from, size - from);
  const marker = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
  for (let at = tail.lastIndexOf(marker); at >= 0; at = at > 0 ? tail.lastIndexOf(marker, at - 1) : -1) {
    const sizeField = vint(tail, at + 4);
    if (!sizeField) continue;
    const start = at + 4 + sizeField.length;
    let clusterTime = -1;
    let lastBlock = 0;
    for (const field of children(tail, start, tail.length)) {
      if (field.id === EBML.timecode) clusterTime = uint(tail, field);
      const block =
        field.id === EBML.simpleBlock
          ? field
          : field.id === EBML.blockGroup
            ? [...children(tail, field.start, field.end)].find((inner) => inner.id === EBML.block)
            : undefined;
      if (block) {
        const track = vint(tail, block.start);
        if (track && block.start + track.length + 2 <= tail.length) lastBlock = Math.max(lastBlock, tail.readInt16BE(block.start + track.length));
      }
      if (field.id === EBML.cluster) break;
    }
    if (clusterTime >= 0) return clusterTime + lastBlock;
  }
  return 0;
}

// --- ISO base media (MP4 / QuickTime) ---

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes directly inside `[from, to)` of `bytes`. */
function* boxes(bytes: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1 && at + 16 <= to) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) return;
    yield { type, start: at + header, end: Math.min(to, at + size) };
    at += size;
  }
}

async function probeIsoMedia(handle: FileHandle, size: number): Promise<VideoFacts | null> {
  // Walk the top-level boxes by their headers alone until the moov.
  let at = 0;
  let moov: Buffer | null = null;
  while (at + 8 <= size) {
    const header = await readAt(handle, at, 16);
    if (header.length < 8) break;
    let boxSize = header.readUInt32BE(0);
    let headerSize = 8;
    if (boxSize === 1 && header.length >= 16) {
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) boxSize = size - at;
    if (boxSize < headerSize) break;
    if (header.toString('latin1', 4, 8) === 'moov') {
      if (boxSize > MOOV_MAX_BYTES) return null;
      moov = await readAt(handle, at + headerSize, boxSize - headerSize);
      break;
    }
    at += boxSize;
  }
  if (!moov) return null;

  let seconds = 0;
  let width = 0;
  let height = 0;
  for (const box of boxes(moov, 0, moov.length)) {
    if (box.type === 'mvhd' && box.end - box.start >= 20) {
      const version = moov[box.start];
      const timescale = version === 1 ? moov.readUInt32BE(box.start + 20) : moov.readUInt32BE(box.start + 12);
      const units = version === 1 ? Number(moov.readBigUInt64BE(box.start + 24)) : moov.readUInt32BE(box.start + 16);
      if (timescale > 0) seconds = units / timescale;
    }
    if (box.type === 'trak' && width === 0) {
      let isVideo = false;
      let trackWidth = 0;
      let trackHeight = 0;
      for (const inner of boxes(moov, box.start, box.end)) {
        // tkhd ends with the track's width and height, 16.16 fixed point.
        if (inner.type === 'tkhd' && inner.end - inner.start >= 84) {
          trackWidth = Math.round(moov.readUInt32BE(inner.end - 8) / 65536);
          trackHeight = Math.round(moov.readUInt32BE(inner.end - 4) / 65536);
        }
        if (inner.type === 'mdia') {
          for (const media of boxes(moov, inner.start, inner.end)) {
            if (media.type === 'hdlr' && media.end - media.start >= 12) isVideo = moov.toString('latin1', media.start + 8, media.start + 12) === 'vide';
          }
        }
      }
      if (isVideo) {
        width = trackWidth;
        height = trackHeight;
      }
    }
  }
  return { duration: Math.round(seconds), width, height };
}
