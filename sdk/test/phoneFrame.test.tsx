import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE_SCREEN, PhoneFrame } from '../src/kit';

describe('PhoneFrame — a preview as an attendee sees it on a phone', () => {
  it('is a figure named by its label, with a keyboard-focusable scrolling screen named after it', () => {
    render(
      <PhoneFrame label="抽奖 手机预览" title="幸运大抽奖">
        <p>奖品一览</p>
      </PhoneFrame>,
    );
    const frame = screen.getByRole('figure', { name: '抽奖 手机预览' });
    const content = within(frame).getByRole('region', { name: '抽奖 手机预览（屏幕内容）' });
    expect(content.tabIndex).toBe(0);
    expect(within(content).getByText('奖品一览')).toBeTruthy();
  });

  it('shows the page title in a navigation bar, and none without a title', () => {
    const { container, rerender } = render(
      <PhoneFrame label="投票 手机预览" title="最佳人气奖投票">
        <p>内容</p>
      </PhoneFrame>,
    );
    expect(screen.getByText('最佳人气奖投票').closest('.gr-phone-nav')).toBeTruthy();
    rerender(
      <PhoneFrame label="投票 手机预览">
        <p>内容</p>
      </PhoneFrame>,
    );
    expect(container.querySelector('.gr-phone-nav')).toBeNull();
  });

  it('draws a status bar with the clock and a notch, hidden from screen readers', () => {
    const { container } = render(
      <PhoneFrame label="签到 手机预览" time="10:08">
        <p>内容</p>
      </PhoneFrame>,
    );
    const status = container.querySelector('.gr-phone-status');
    expect(status?.getAttribute('aria-hidden')).toBe('true');
    expect(status?.textContent).toContain('10:08');
    expect(status?.querySelector('.gr-phone-notch')).toBeTruthy();
    expect(container.querySelector('.gr-phone-home')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('sizes the screen ~375×740 by default and passes the accent colour to the content as a CSS variable', () => {
    expect(PHONE_SCREEN).toEqual({ width: 375, height: 740 });
    render(
      <PhoneFrame label="红包 手机预览" accent="#e8453c">
        <p>内容</p>
      </PhoneFrame>,
    );
    const frame = screen.getByRole('figure', { name: '红包 手机预览' }) as HTMLElement;
    expect(frame.style.getPropertyValue('--gr-phone-width')).toBe('375px');
    expect(frame.style.getPropertyValue('--gr-phone-height')).toBe('740px');
    expect(frame.style.getPropertyValue('--gr-phone-accent')).toBe('#e8453c');
  });
});
