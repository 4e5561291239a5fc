import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/log';

describe('logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['error', 'warn', 'info'] as const)('%s goes to the console with the scope in front', (level) => {
    const spy = vi.spyOn(console, level).mockImplementation(() => {});
    const detail = { code: 1 };
    createLogger('http')[level]('refused', detail);
    expect(spy).toHaveBeenCalledWith('[http]', 'refused', detail);
  });
});
