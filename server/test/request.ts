/** JSON calls with any method, an optional JSON body and a session cookie; the envelope parsed. */
import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; msgCode: number; data: T };
  headers: Record<string, string | string[] | number | undefined>;
  raw: Buffer;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  let payload: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await app.inject({ method, url, headers, payload });
  const type = String(response.headers['content-type'] ?? '');
  const body = type.includes('json') ? response.json() : { code: Number.NaN, msg: '', msgCode: Number.NaN, data: null };
  return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload };
}
