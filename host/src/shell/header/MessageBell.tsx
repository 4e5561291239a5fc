import { IconBell } from '@douyinfe/semi-icons';
import Badge from '@douyinfe/semi-ui/lib/es/badge';
import { badgeText } from '@greenroom/core';
import { lazyPart } from '@greenroom/sdk';
import { useCallback, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useHost } from '../../services/hostContext';
import { POPOVER_SPACING, PopoverPanel, ReachablePopover, usePopoverPosition } from './HeaderPopover';
import { headerTexts as t } from './texts';

const MessagePopover = lazyPart(() => import('./MessagePopover'));

// SPEC §4 "Notice popover": it does not close on an outside click, only through the bell, its
// close button or Escape.
const ignoreOutsideClick = () => {};

/**
 * Stacking of the message popover: below Semi's modals (1000), because it stays open while the notice
 * detail dialog it opens is shown on top of it; Semi's default for popovers (1030) would cover it.
 */
export const MESSAGE_POPOVER_Z_INDEX = 990;

/** The bell: the unread count as a badge (99+ past 99), opening the message popover. */
export function MessageBell() {
  const { messages, messagePopover } = useHost();
  const { unread } = useSnapshot(messages.state);
  // Shared with the console home, whose latest messages open here too.
  const { open } = useSnapshot(messagePopover.state);
  const [rePosKey, reposition] = usePopoverPosition();
  const bell = useRef<HTMLButtonElement>(null);
  const badge = badgeText(unread);
  const close = useCallback(() => {
    messagePopover.close();
    bell.current?.focus();
  }, [messagePopover]);

  return (
    <ReachablePopover
      triggerRef={bell}
      trigger="custom"
      visible={open}
      position="bottomRight"
      spacing={POPOVER_SPACING}
      zIndex={MESSAGE_POPOVER_Z_INDEX}
      rePosKey={rePosKey}
      onClickOutSide={ignoreOutsideClick}
      onEscKeyDown={close}
      content={
        <PopoverPanel label={t.messages} reposition={reposition} className="gr-messages-pop">
          <MessagePopover onClose={close} />
        </PopoverPanel>
      }
    >
      <button
        ref={bell}
        type="button"
        className="gr-header-button gr-bell"
        aria-label={badge ? t.messagesWithUnread(badge) : t.messages}
        aria-expanded={open}
        onClick={messagePopover.toggle}
        onPointerEnter={MessagePopover.preload}
        onFocus={MessagePopover.preload}
      >
        <Badge count={badge || undefined} type="danger" className="gr-bell-badge">
          <IconBell size="large" aria-hidden="true" />
        </Badge>
      </button>
    </ReachablePopover>
  );
}
