/**
 * The few user-visible texts core produces itself (fallbacks when the server gave no message).
 * Everything else the user reads comes from the server's `msg` or the host's catalogue.
 */
export const CORE_TEXTS = {
  /** No response arrived (offline, timeout, DNS…). */
  networkError: '网络异常，请稍后重试',
  /** A response arrived with a non-2xx HTTP status. */
  serverError: (status: number) => `服务异常（${status}），请稍后重试`,
  /** The envelope said no but carried no message, or an error had no readable text. */
  requestFailed: '请求失败，请稍后重试',
} as const;
