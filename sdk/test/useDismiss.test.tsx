/**
 * `useDismiss` (one declaration of how the console's popups close: the side menu's flyouts and a
 * row's 更多): a press outside, a scroll elsewhere or one that moved the anchor, a resize.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDismiss } from '../src';

function Popup({ withAnchor }: { withAnchor: boolean }) {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  useDismiss(open, {
    inside: () => [button.current, popup.current],
    popup: () => popup.current,
    anchor: withAnchor ? () => button.current : undefined,
    onDismiss: () => setOpen(false),
  });
  return (
    <>
      <button ref={button} type="button">
        更多
      </button>
      {open && (
        <div ref={popup} data-testid="popup">
          <span>菜单项</span>
        </div>
      )}
      <p>别处</p>
    </>
  );
}

const shown = () => document.querySelector('[data-testid="popup"]') !== null;

describe('useDismiss: how a popup closes', () => {
  it('a press inside the popup or on its button keeps it; a press elsewhere closes it', () => {
    const view = render(<Popup withAnchor={false} />);
    fireEvent.pointerDown(view.getByText('菜单项'));
    fireEvent.pointerDown(view.getByRole('button', { name: '更多' }));
    expect(shown()).toBe(true);
    act(() => {
      fireEvent.pointerDown(view.getByText('别处'));
    });
    expect(shown()).toBe(false);
  });

  it('its own scroll keeps it; without an anchor any other scroll closes it, and so does a resize', () => {
    const first = render(<Popup withAnchor={false} />);
    fireEvent.scroll(first.getByTestId('popup'));
    expect(shown()).toBe(true);
    act(() => {
      fireEvent.scroll(document);
    });
    expect(shown()).toBe(false);
    first.unmount();
    render(<Popup withAnchor={false} />);
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(shown()).toBe(false);
  });

  it('with an anchor, only a scroll that moved it closes it', () => {
    const view = render(<Popup withAnchor />);
    act(() => {
      fireEvent.scroll(document);
    });
    expect(shown()).toBe(true);
    const button = view.getByRole('button', { name: '更多' });
    button.getBoundingClientRect = () => ({ top: 90, left: 0, right: 40, bottom: 114, width: 40, height: 24, x: 0, y: 90, toJSON: () => ({}) });
    act(() => {
      fireEvent.scroll(document);
    });
    expect(shown()).toBe(false);
  });
});
