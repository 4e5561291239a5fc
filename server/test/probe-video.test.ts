// Issue 22 §2: an uploaded recording is listed with its length and picture size, read from the
// container's headers (WebM with and without a Duration, MP4 with the moov after the media data).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { probeVideo } from '../src/modules/upload/probeVideo';

const dir = mkdtempSync(path.join(tmpdir(), 'probe-'));
const fixture = path.join(__dirname, '../fixtures/test-pattern-1.webm');
function file(name: string, bytes: Buffer): string {
  const at = path.join(dir, name);
  writeFileSync(at, bytes);
  return at;
}

/** An EBML element: id bytes, an 8-byte size (or unknown), the data. */
function el(id: number[], data: Buffer, unknownSize = false): Buffer {
  const size = Buffer.alloc(8);
  if (unknownSize) size.fill(0xff, 1).writeUInt8(0x01, 0);
  else {
    size.writeUInt8(0x01, 0);
    size.writeUIntBE(data.length, 2, 6);
  }
  return Buffer.concat([Buffer.from(id), size, data]);
}
const u = (value: number, bytes = 2) => {
  const out = Buffer.alloc(bytes);
  out.writeUIntBE(value, 0, bytes);
  return out;
};

/** A MediaRecorder-like WebM: no Duration, clusters of unknown size; the last at 5 s with a block 1.2 s in. */
function recorderWebm(): Buffer {
  const header = el([0x1a, 0x45, 0xdf, 0xa3], el([0x42, 0x82], Buffer.from('webm')));
  const info = el([0x15, 0x49, 0xa9, 0x66], el([0x2a, 0xd7, 0xb1], u(1_000_000, 3)));
  const video = el([0xe0], Buffer.concat([el([0xb0], u(640)), el([0xba], u(360))]));
  const tracks = el([0x16, 0x54, 0xae, 0x6b], el([0xae], Buffer.concat([el([0xd7], u(1, 1)), video])));
  const block = (relative: number) => el([0xa3], Buffer.concat([Buffer.from([0x81]), u(relative), Buffer.from([0x80]), Buffer.alloc(64, 7)]));
  const cluster = (time: number, blocks: number[]) => el([0x1f, 0x43, 0xb6, 0x75], Buffer.concat([el([0xe7], u(time, 4)), ...blocks.map(block)]), true);
  const segment = el([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks, cluster(0, [0, 400]), cluster(2500, [0, 900]), cluster(5000, [0, 1200])]), true);
  return Buffer.concat([header, segment]);
}

/** A box: 32-bit size, type, data. */
const box = (type: string, ...data: Buffer[]) => {
  const body = Buffer.concat(data);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An MP4 whose moov follows 1 MB of media data: 12.5 s at timescale 1000, a 1280 × 720 video track and a sound track. */
function mp4(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(12_500, 16);
  const tkhd = (width: number, height: number) => {
    const data = Buffer.alloc(84);
    data.writeUInt32BE(width * 65536, 76);
    data.writeUInt32BE(height * 65536, 80);
    return box('tkhd', data);
  };
  const hdlr = (handler: string) => {
    const data = Buffer.alloc(24);
    data.write(handler, 8, 'latin1');
    return box('hdlr', data);
  };
  const sound = box('trak', tkhd(0, 0), box('mdia', hdlr('soun')));
  const picture = box('trak', tkhd(1280, 720), box('mdia', hdlr('vide')));
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\0\0isomavc1')),
    box('mdat', Buffer.alloc(1024 * 1024, 3)),
    box('moov', box('mvhd', mvhd), sound, picture),
  ]);
}

describe('probeVideo (issue 22 §2: a recording listed with its length and size)', () => {
  it('reads a WebM with a Duration (the demo fixture: 8 s, 320 × 180)', async () => {
    expect(await probeVideo(fixture, 'video/webm')).toEqual({ duration: 8, width: 320, height: 180 });
  });

  it("reads a MediaRecorder WebM without a Duration from its last cluster's time", async () => {
    expect(await probeVideo(file('recorder.webm', recorderWebm()), 'video/webm')).toEqual({ duration: 6, width: 640, height: 360 });
  });

  it('reads an MP4 whose moov follows the media data, taking the video track', async () => {
    expect(await probeVideo(file('late-moov.mp4', mp4()), 'video/mp4')).toEqual({ duration: 13, width: 1280, height: 720 });
  });

  it('answers zeros for bytes it cannot read, never an error', async () => {
    const junk = file('junk.webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xff, 0xff, 0x00]));
    expect(await probeVideo(junk, 'video/webm')).toEqual({ duration: 0, width: 0, height: 0 });
    expect(await probeVideo(file('junk.mp4', Buffer.alloc(40, 0xee)), 'video/mp4')).toEqual({ duration: 0, width: 0, height: 0 });
    expect(await probeVideo(path.join(dir, 'missing.mp4'), 'video/mp4')).toEqual({ duration: 0, width: 0, height: 0 });
  });
});
