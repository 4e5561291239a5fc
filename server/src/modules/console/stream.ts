/**
 * A console page sent in parts (a part of the console wing, server/src/modules/static.ts; issue 25):
 * its head as soon as the address is known to be a page, the rest once rendered. Each part written
 * is flushed through the compressor at once, so that the browser has the head while the server
 * renders, instead of the compressor keeping it until the page ends.
 */
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the page's parts are written to: `write` sends a part now (resolved once it has gone through
 * the compressor: the caller's render, synchronous work on the event loop, would otherwise hold the
 * compressor's output back until it ends), `end` the last one.
 */
export interface PageStream {
  write(part: string): Promise<void>;
  end(part: string): void;
}

/**
 * The encoding of a page for `accept-encoding`: br, else gzip, else none. A coding given `q=0` is
 * refused; `*` stands for any coding not named.
 */
export function pageEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const item of (accept ?? '').split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Starts `reply` as a stream of the page's parts, compressed as the request accepts (br at quality 3,
 * as `@fastify/compress` does for the console's page; gzip at level 6). `reply`'s headers are sent
 * with the first part.
 */
export function pageStream(request: FastifyRequest, reply: FastifyReply): PageStream {
  const encoding = pageEncoding(request.headers['accept-encoding']);
  const body =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } })
      : encoding === 'gzip'
        ? zlib.createGzip({ level: 6 })
        : new PassThrough();
  // Set before sending: @fastify/compress leaves a body that has an encoding alone.
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(body);
  return {
    write(part) {
      body.write(part);
      if (body instanceof PassThrough) return Promise.resolve();
      // The compressor works on libuv's threads: its output is handed back on the event loop.
      return new Promise<void>((resolve) => {
        body.flush(encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH, () => setImmediate(resolve));
      });
    },
    end(part) {
      body.end(part);
    },
  };
}
