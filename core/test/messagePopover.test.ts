import { describe, expect, it } from 'vitest';
import { createMessagePopover } from '../src/messages';

describe('the bell’s message popover state', () => {
  it('starts closed; the bell toggles it; close closes it', () => {
    const popover = createMessagePopover();
    expect(popover.state).toEqual({ open: false, openedId: null, reveal: null });
    popover.toggle();
    expect(popover.state.open).toBe(true);
    popover.toggle();
    expect(popover.state.open).toBe(false);
    popover.toggle();
    popover.close();
    expect(popover.state.open).toBe(false);
  });

  it('a message title shows the message in full, and folds it back on a second click', () => {
    const popover = createMessagePopover();
    popover.toggleMessage(3);
    expect(popover.state.openedId).toBe(3);
    popover.toggleMessage(4);
    expect(popover.state.openedId).toBe(4);
    popover.toggleMessage(4);
    expect(popover.state.openedId).toBeNull();
  });

  it('showing a message from elsewhere opens the popover on it, to be brought into view', () => {
    const popover = createMessagePopover();
    popover.toggleMessage(4);
    popover.showMessage(2);
    expect(popover.state).toEqual({ open: true, openedId: 2, reveal: 2 });
    // Shown again while open, it stays open on it (no fold-back).
    popover.showMessage(2);
    expect(popover.state).toEqual({ open: true, openedId: 2, reveal: 2 });
  });
});
