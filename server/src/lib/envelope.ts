import { type Locale, localeOfAcceptLanguage, translateMessage } from '@greenroom/contracts';

/**
 * The response envelope of every API call: `{ code, msg, msgCode, data }`,
 * `code` 0 meaning success, and the error type that handlers throw.
 */

export interface Envelope<T> {
  code: number;
  msg: string;
  msgCode: number;
  data: T;
}

export const MESSAGES = {
  ok: '成功',
  unauthorized: '登录已过期，请重新登录',
  notFound: '数据不存在或无权访问',
  routeNotFound: '接口不存在',
  badRequest: '请求格式错误',
  serverError: '服务器繁忙，请稍后再试',
  crossSite: '已拒绝来自其他站点的请求',
  pathTooLong: '请求地址过长',
  badUrl: '请求地址格式错误',
  headersTooLarge: '请求地址或请求头过长',
} as const;

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: MESSAGES.ok, msgCode: 0, data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, msgCode: code, data: null };
}

/**
 * An expected failure: answered as an envelope with `code`, over HTTP
 * `httpStatus` (200 unless told otherwise, so the client shows `msg`).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(code: number, msg: string, httpStatus = 200, options?: { cause?: unknown }) {
    super(msg, options);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

export const badRequest = (msg: string) => new ApiError(400, msg);
export const notFound = () => new ApiError(404, MESSAGES.notFound);
export const unauthorized = () => new ApiError(401, MESSAGES.unauthorized, 401);

/**
 * The one place a server message is translated (issue 29 §2): an envelope answered to a request whose
 * `Accept-Language` asks for English gets its `msg` in English (`translateMessage`, contracts'
 * messagesEn.ts). Handlers, hooks and schemas keep writing the Chinese. The public pages' calls
 * (`/api/public/…`, the audience's shared links) stay Chinese like their pages (docs/languages.md).
 */
export function localizedEnvelope<T>(url: string, acceptLanguage: string | undefined, payload: T): T {
  if (url.startsWith('/api/public/')) return payload;
  const envelope = payload as { code?: unknown; msg?: unknown } | null;
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.code !== 'number' || typeof envelope.msg !== 'string') return payload;
  const locale = localeOfAcceptLanguage(acceptLanguage);
  if (locale === 'zh-CN') return payload;
  return { ...envelope, msg: translateMessage(envelope.msg, locale) } as T;
}

/**
 * The language a request asks its answer's interface labels in (issue 29): a platform's, a product's,
 * an edition's or a marketing tool's name that the console shows as it is. Exports and invoices never
 * ask: they stay Chinese (docs/languages.md §5).
 */
export function requestLocale(request: { headers: { 'accept-language'?: string | undefined } }): Locale {
  return localeOfAcceptLanguage(request.headers['accept-language']);
}
