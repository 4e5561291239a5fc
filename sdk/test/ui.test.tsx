import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState, ExtensionBoundary } from '../src';

function Thrower(): never {
  throw new Error('页面崩溃了');
}

describe('EmptyState (SPEC §2 "Empty state")', () => {
  it('shows a picture and 暂无数据 by default, large size (the picture loads lazily, in a box of its size)', async () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('svg')).toBeTruthy());
    expect(container.querySelector('[data-size="large"]')).toBeTruthy();
  });

  it('takes another text and the other size', () => {
    const { container } = render(<EmptyState text="没有匹配的直播" size="default" />);
    expect(screen.getByText('没有匹配的直播')).toBeTruthy();
    expect(container.querySelector('[data-size="default"]')).toBeTruthy();
  });
});

describe('ExtensionBoundary — one broken plugin does not take the console down', () => {
  it('shows the error in the plugin’s own area, tagged with its id, and the rest renders', () => {
    const error = console.error;
    console.error = () => {};
    try {
      render(
        <div>
          <p>控制台其余部分</p>
          <ExtensionBoundary pluginId="broken">
            <Thrower />
          </ExtensionBoundary>
        </div>,
      );
    } finally {
      console.error = error;
    }
    expect(screen.getByRole('alert').getAttribute('data-plugin')).toBe('broken');
    expect(screen.getByText('模块「broken」出现错误')).toBeTruthy();
    expect(screen.getByText('控制台其余部分')).toBeTruthy();
  });
});
