import { proxy } from 'valtio/vanilla';
import type { SystemMessage } from './types';

/** State of the bell's message popover (SPEC §4 "Notice popover"). */
export interface MessagePopoverState {
  open: boolean;
  /** The message shown in full besides the first one (SPEC §2), or null. */
  openedId: SystemMessage['id'] | null;
  /** A message to bring into view and focus once the list shows it: set when opened from outside the popover. */
  reveal: SystemMessage['id'] | null;
}

/**
 * The bell's message popover, shared by the bell and by whatever else opens a message the way the
 * bell does (the console home's latest messages).
 */
export interface MessagePopover {
  readonly state: MessagePopoverState;
  /** Opens the popover, or closes it (the bell). */
  toggle(): void;
  /** Closes the popover (its close button, Escape). */
  close(): void;
  /** Shows a message in full in the open popover, or folds it back when it already was (a click on its title). */
  toggleMessage(id: SystemMessage['id']): void;
  /** Opens the popover on a message shown in full, brought into view. */
  showMessage(id: SystemMessage['id']): void;
}

/** Creates the message popover's state: closed, no message opened. */
export function createMessagePopover(): MessagePopover {
  const state = proxy<MessagePopoverState>({ open: false, openedId: null, reveal: null });
  return {
    state,
    toggle() {
      state.open = !state.open;
    },
    close() {
      state.open = false;
    },
    toggleMessage(id) {
      state.openedId = state.openedId === id ? null : id;
    },
    showMessage(id) {
      state.openedId = id;
      state.reveal = id;
      state.open = true;
    },
  };
}
