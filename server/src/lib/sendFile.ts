/**
 * Sends a file from disk with HTTP Range support (RFC 9110 §14): a single `bytes=` range answers
 * 206 with Content-Range, an unsatisfiable one 416, anything else (no range, several ranges, an
 * If-Range that no longer matches) the whole file. Browsers need this to seek in a <video>, and
 * download managers to resume.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SendFileOptions {
  contentType: string;
  cacheControl: string;
  /** Set to answer as an attachment with this file name. */
  downloadName?: string;
}

/** The byte range [start, end] asked for, 'unsatisfiable', or null for the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}

function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams `file`; throws (ENOENT…) before anything is sent if it cannot be read. */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, options: SendFileOptions): Promise<FastifyReply> {
  const info = await stat(file);
  const size = info.size;
  const etag = `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', options.contentType)
    .header('cache-control', options.cacheControl)
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString())
    .header('x-content-type-options', 'nosniff');
  if (options.downloadName) reply.header('content-disposition', contentDisposition(options.downloadName));

  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).header('content-length', 0).send();
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(createReadStream(file, { start: range.start, end: range.end }));
  }
  reply.header('content-length', size);
  return reply.send(size === 0 ? '' : createReadStream(file));
}

/** A generated SVG picture (covers, avatars, demo photos): a day's cache, no script, no sniffing. */
export function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}
