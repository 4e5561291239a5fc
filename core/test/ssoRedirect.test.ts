import { describe, expect, it, vi } from 'vitest';
import { redirectToSso, reLoginUrl } from '../src/http';

const fakeLocation = (href: string) => ({ href, assign: vi.fn() });

describe('single sign-on redirect (SPEC §2, §6)', () => {
  it('re-login address carries the current page address in the service query parameter', () => {
    expect(reLoginUrl('https://sso.greenroom.example', 'https://admin.greenroom.example/admin/basic?a=1#x')).toBe(
      'https://sso.greenroom.example/reLogin?service=https%3A%2F%2Fadmin.greenroom.example%2Fadmin%2Fbasic%3Fa%3D1%23x',
    );
  });

  it('sends the browser to re-login', () => {
    const location = fakeLocation('http://localhost:3000/admin/basic');
    redirectToSso({ ssoUrl: 'http://localhost:3000/sso' }, location);
    expect(location.assign).toHaveBeenCalledWith('http://localhost:3000/sso/reLogin?service=http%3A%2F%2Flocalhost%3A3000%2Fadmin%2Fbasic');
  });

  it('navigates only once for a burst of parallel 401s', () => {
    const location = fakeLocation('http://localhost:3000/admin/data/shop');
    for (let i = 0; i < 5; i++) redirectToSso({ ssoUrl: 'http://localhost:3000/sso' }, location);
    expect(location.assign).toHaveBeenCalledOnce();
  });
});
