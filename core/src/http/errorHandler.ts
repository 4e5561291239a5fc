import type { HttpResult, Notifier } from '@greenroom/sdk';
import { createLogger } from '../log';
import { CORE_TEXTS } from '../texts';
import { SSO_CODE } from './envelope';

/** The shared error handler of SPEC §8: toasts and logs whatever went wrong. */
export type ErrorHandler = (problem: unknown) => void;

function isHttpResult(value: unknown): value is HttpResult<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean' && 'code' in value;
}

// A request aborted on purpose (a page unmounting) is not a failure the user should hear about.
// axios marks its cancellations with `__CANCEL__` (what its own `isCancel` reads): read here without
// importing axios, which the first screen does not load (issue 25).
function isCanceled(value: unknown): boolean {
  const axiosCancel = typeof value === 'object' && value !== null && (value as { __CANCEL__?: unknown }).__CANCEL__ === true;
  return axiosCancel || (value instanceof Error && value.name === 'AbortError');
}

function readableText(problem: unknown): string {
  if (typeof problem === 'string') return problem;
  if (typeof problem !== 'object' || problem === null) return '';
  const { msg, message } = problem as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg) return msg;
  if (typeof message === 'string' && message) return message;
  return '';
}

function transportText(status: number | undefined): string {
  if (status === undefined) return CORE_TEXTS.networkError;
  return status >= 400 ? CORE_TEXTS.serverError(status) : CORE_TEXTS.requestFailed;
}

/**
 * Creates the shared error handler. It accepts an {@link HttpResult}, an Error or anything with
 * `message` or `msg`. A refused envelope (`code` not 0) was already toasted and logged by the
 * envelope client, so it is not toasted twice; an HTTP 401 is silent (the page is leaving for
 * single sign-on); a transport failure gets a Chinese fallback instead of axios' English text,
 * except while `isOffline()`: the shell's offline notice already says it (issue 24 §3).
 */
export function createErrorHandler(
  notify: Notifier,
  log: (...args: unknown[]) => void = createLogger('error').error,
  isOffline: () => boolean = () => false,
): ErrorHandler {
  return (problem) => {
    if (isHttpResult(problem)) {
      if (problem.ok) return;
      if (problem.code !== null && problem.code !== 0) return;
      if (problem.status === SSO_CODE || isCanceled(problem.error)) return;
      log(problem.error ?? problem);
      if (problem.status === undefined && isOffline()) return;
      notify.error(transportText(problem.status));
      return;
    }
    if (problem === undefined || problem === null || isCanceled(problem)) return;
    log(problem);
    notify.error(readableText(problem) || CORE_TEXTS.requestFailed);
  };
}
