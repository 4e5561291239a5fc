import { describe, expect, it } from 'vitest';
import { CONSOLE_BASE_PATH, consoleAddress } from '../src/links';

describe('consoleAddress: a console page opened in a new tab (SPEC §2 purchase picker)', () => {
  it('is the absolute address of the route under /admin/ on the console host', () => {
    expect(CONSOLE_BASE_PATH).toBe('/admin/');
    expect(consoleAddress({ host: 'http://localhost:8080' }, 'purchase?product=live')).toBe('http://localhost:8080/admin/purchase?product=live');
    expect(consoleAddress({ host: 'https://beta-admin.greenroom.example' }, '/purchase')).toBe('https://beta-admin.greenroom.example/admin/purchase');
  });

  it('never doubles a slash, whatever the host ends with (the malformed //purchase of issue 12)', () => {
    expect(consoleAddress({ host: 'http://localhost/' }, '//purchase')).toBe('http://localhost/admin/purchase');
  });
});
