import { Writable } from 'node:stream';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type FrameData, FrameDataProvider, frameDataOnce } from '../src/frameData';
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

describe('issue 25: a part asked with the page (useRemote withPage)', () => {
  /** The server's side of the page's answers, as the console's renderer keeps them: `want` suspends until the answer is in. */
  function serverAnswers() {
    const answers: Record<string, unknown> = {};
    const asked = new Map<string, Promise<void>>();
    const frameData: FrameData = {
      take: (key) => answers[key],
      want: (key, load) => {
        let pending = asked.get(key);
        if (!pending) {
          pending = load().then((answer) => {
            if (answer !== undefined) answers[key] = answer;
          });
          asked.set(key, pending);
        }
        if (!(key in answers)) throw pending;
      },
    };
    return { frameData, answers };
  }

  function PageWidget({ load, withPage = true }: { load: (signal: AbortSignal) => Promise<string[] | null>; withPage?: boolean }) {
    const remote = useRemote(load, [], withPage ? { withPage: true } : undefined);
    return (
      <Remote remote={remote} errorText="近期活动加载失败">
        {(rows) => <p>{rows.join('、')}</p>}
      </Remote>
    );
  }

  /** The server's HTML of `element`, every suspended part waited for (as the console's renderer does). */
  function serverHtml(element: ReactNode): Promise<string> {
    return new Promise((resolve, reject) => {
      let html = '';
      const sink = new Writable({
        write(chunk, _encoding, done) {
          html += String(chunk);
          done();
        },
        final(done) {
          resolve(html);
          done();
        },
      });
      const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject });
    });
  }

  it('the server renders it with its answer, and the browser hydrates it from the page without a call', async () => {
    const server = serverAnswers();
    let serverCalls = 0;
    const tree = (frameData: FrameData, load: () => Promise<string[]>) => (
      <FrameDataProvider value={frameData}>
        <Suspense fallback={null}>
          <PageWidget load={load} />
        </Suspense>
      </FrameDataProvider>
    );
    const html = await serverHtml(
      tree(server.frameData, async () => {
        serverCalls += 1;
        return ['年会', '发布会'];
      }),
    );
    expect(serverCalls).toBe(1);
    expect(html).toContain('年会、发布会');
    expect(Object.values(server.answers)).toEqual([['年会', '发布会']]);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let browserCalls = 0;
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        tree(frameDataOnce(JSON.parse(JSON.stringify(server.answers))), async () => {
          browserCalls += 1;
          return ['别的'];
        }),
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    expect(problems).toEqual([]);
    expect(browserCalls).toBe(0);
    expect(container.textContent).toBe('年会、发布会');
    container.remove();
  });

  it('without the option, or without the page’s answers, it loads in the browser as before', async () => {
    const loads: string[] = [];
    render(
      <FrameDataProvider value={frameDataOnce({})}>
        <PageWidget
          load={async () => {
            loads.push('a');
            return ['甲'];
          }}
        />
        <PageWidget
          withPage={false}
          load={async () => {
            loads.push('b');
            return ['乙'];
          }}
        />
      </FrameDataProvider>,
    );
    expect(await screen.findByText('甲')).toBeTruthy();
    expect(await screen.findByText('乙')).toBeTruthy();
    expect(loads.sort()).toEqual(['a', 'b']);
  });
});
