import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Remote, useRemote } from '../src/ui';

function Widget({ load }: { load: (signal: AbortSignal) => Promise<string[] | null> }) {
  const remote = useRemote(load, []);
  return (
    <Remote remote={remote} errorText="近期活动加载失败" emptyText="暂无近期活动" isEmpty={(rows) => rows.length === 0}>
      {(rows) => <p>{rows.join('、')}</p>}
    </Remote>
  );
}

describe('useRemote and Remote: a widget’s loading, error with 重试, empty and data', () => {
  it('shows a spinner, then the data', async () => {
    render(<Widget load={async () => ['年会', '发布会']} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('年会、发布会')).toBeTruthy();
  });

  it('a failed load shows what failed and 重试, which loads again', async () => {
    let fail = true;
    render(<Widget load={async () => (fail ? null : ['恢复'])} />);
    expect(await screen.findByText('近期活动加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复')).toBeTruthy();
  });

  it('an empty answer shows the empty text', async () => {
    render(<Widget load={async () => []} />);
    expect(await screen.findByText('暂无近期活动')).toBeTruthy();
  });

  it('aborts the load when unmounted', async () => {
    let signal: AbortSignal | undefined;
    const view = render(
      <Widget
        load={(s) => {
          signal = s;
          return new Promise(() => {});
        }}
      />,
    );
    await act(async () => view.unmount());
    expect(signal?.aborted).toBe(true);
  });
});
