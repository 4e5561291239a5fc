/**
 * Issue 25: the server answers a container's address with a redirect to the `Location` the
 * console's routes give (the first child), only when it is a page of this console: an address the
 * plugins' declarations could bend elsewhere is refused (null, and the page is sent as it is).
 */
import { describe, expect, it } from 'vitest';
import { consolePath } from '../src/modules/console/redirect';

describe('consolePath: the console redirects only to its own pages', () => {
  it('keeps a path under /admin/ with its query', () => {
    expect(consolePath('/admin/content/video/live')).toBe('/admin/content/video/live');
    expect(consolePath('/admin/order/live?page=2')).toBe('/admin/order/live?page=2');
  });

  it('refuses other origins, other paths and the ways to smuggle one in', () => {
    for (const attack of [
      'https://evil.example/admin/x',
      '//evil.example/admin/x',
      '/\\evil.example/admin/x',
      '/admin\\..\\..\\x',
      '/admin/../x',
      '/admin/%2e%2e/x',
      '/admin/%2E%2E/%2E%2E/api/user/delete',
      '/api/admin/x',
      'javascript:alert(1)//admin/',
      '/adminx/y',
      '',
    ]) {
      expect(consolePath(attack), attack).toBeNull();
    }
  });
});
