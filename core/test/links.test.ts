import { describe, expect, it, vi } from 'vitest';
import { EXTERNAL_TAB_FEATURES, EXTERNAL_WINDOW_FEATURES, isSafeHttpUrl, openExternal } from '../src/links';

describe('external links', () => {
  it('opens an absolute https address in a new tab by default, without opener', () => {
    const open = vi.fn();
    openExternal('https://user.greenroom.example/user/account', undefined, open);
    expect(open).toHaveBeenCalledExactlyOnceWith('https://user.greenroom.example/user/account', '_blank', EXTERNAL_TAB_FEATURES);
    expect(EXTERNAL_TAB_FEATURES).toContain('noopener');
    expect(EXTERNAL_TAB_FEATURES).toContain('noreferrer');
  });

  it('opens a new window with window features when asked', () => {
    const open = vi.fn();
    openExternal('http://localhost:3000/ai-chat', 'window', open);
    expect(open).toHaveBeenCalledWith('http://localhost:3000/ai-chat', '_blank', EXTERNAL_WINDOW_FEATURES);
    expect(EXTERNAL_WINDOW_FEATURES).toMatch(/noopener.*noreferrer.*popup/);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>1</script>', '/ai-chat', '//evil.example', 'ftp://x.example', ''])(
    'refuses %j with a warning',
    (url) => {
      const open = vi.fn();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      openExternal(url, 'tab', open);
      expect(open).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalled();
      warn.mockRestore();
    },
  );

  it('isSafeHttpUrl accepts only absolute http(s)', () => {
    expect(isSafeHttpUrl('https://www.greenroom.example/')).toBe(true);
    expect(isSafeHttpUrl('http://localhost:3000/sso')).toBe(true);
    expect(isSafeHttpUrl(' javascript:void 0')).toBe(false);
    expect(isSafeHttpUrl(42)).toBe(false);
  });
});
