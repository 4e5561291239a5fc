/** A scoped logger; everything goes to the console so tests can spy on it. */
export interface Logger {
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  info(...args: unknown[]): void;
}

/**
 * Creates a logger whose lines start with `[scope]`, so a console full of plugins stays readable.
 * The console is looked up on every call (not captured) so a spy installed later still sees it.
 */
export function createLogger(scope: string): Logger {
  const prefix = `[${scope}]`;
  return {
    error: (...args) => console.error(prefix, ...args),
    warn: (...args) => console.warn(prefix, ...args),
    info: (...args) => console.info(prefix, ...args),
  };
}
