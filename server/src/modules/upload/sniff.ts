/**
 * What a file is, from its first bytes (issue 22 §2): never from its name or the type a client
 * declares. Only the types uploads accept are recognised; anything else — an executable renamed
 * .jpg, an SVG, an HTML page, a GIF, a HEIC photo, a Matroska file — is null.
 */

/** How many leading bytes `sniff` needs. */
export const SNIFF_BYTES = 64;

export type SniffedImage = 'image/jpeg' | 'image/png' | 'image/webp';
export type SniffedVideo = 'video/mp4' | 'video/webm' | 'video/quicktime';
export type Sniffed = SniffedImage | SniffedVideo;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** ISO base media (ftyp) brands that are stills or sound, not video: HEIF/HEIC, AVIF, M4A/M4B. */
const NOT_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
  'M4B ',
  'M4P ',
  'crx ',
  'jp2 ',
  'jpx ',
]);
/** Top-level atoms an old QuickTime movie may start with (no ftyp). */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

export function sniffImage(head: Uint8Array): SniffedImage | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export function sniffVideo(head: Uint8Array): SniffedVideo | null {
  // EBML header whose DocType is "webm" (a plain Matroska file says "matroska").
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return ascii(head, 4, Math.min(head.length, SNIFF_BYTES)).includes('webm') ? 'video/webm' : null;
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (NOT_VIDEO_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8))) return 'video/quicktime';
  return null;
}

export function sniff(head: Uint8Array): Sniffed | null {
  return sniffImage(head) ?? sniffVideo(head);
}
