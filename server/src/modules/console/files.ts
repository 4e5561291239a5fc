/**
 * The console's files (a part of the console wing, server/src/modules/static.ts): URL paths resolved
 * inside a folder only, the cache policy of hashed names, and sending through @fastify/static.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Files smaller than this are sent as they are (compressing them saves less than it costs). */
export const MIN_COMPRESS_BYTES = 1024;
export const HASHED_NAME = /-[A-Za-z0-9_]{8,}\.[A-Za-z0-9]+$/;
export const HASHED_DIRS = new Set(['shared', 'host', 'plugins']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// JavaScript is `text/javascript` (RFC 9239), which `mime` 3 (under @fastify/send) still calls
// application/javascript.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/**
 * Resolves a URL path (still percent-encoded, relative to a root) to a file
 * inside `root`, or null when it is malformed or tries to leave the root.
 */
export function resolveInside(root: string, encodedPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const resolved = path.resolve(root, ...segments);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  return resolved;
}

export interface FileInfo {
  file: string;
  size: number;
}

/** The regular file at `candidate` if its real path stays inside the real `root`. */
export async function statInside(root: string, candidate: string): Promise<FileInfo | null> {
  try {
    const info = await stat(candidate);
    if (!info.isFile()) return null;
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    return { file: candidate, size: info.size };
  } catch {
    return null;
  }
}

export function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

export function queryOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? '' : url.slice(queryAt);
}

/**
 * Sends a file through @fastify/static: its content type, ETag and 304, its `.br`/`.gz` sibling
 * when the client accepts it; without a sibling @fastify/compress compresses it on the way out.
 */
export function sendStatic(request: FastifyRequest, reply: FastifyReply, folder: string, info: FileInfo, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('x-content-type-options', 'nosniff');
  // A small file is sent as it is: the opt-out @fastify/compress reads from the request.
  if (info.size < MIN_COMPRESS_BYTES) request.headers['x-no-compression'] = '1';
  else reply.header('vary', 'accept-encoding');
  return reply.sendFile(`/${path.relative(folder, info.file).split(path.sep).join('/')}`, folder);
}
