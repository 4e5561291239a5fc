import { createLogger, isSafeHttpUrl } from '@greenroom/core';

/**
 * The online-chat bridge behind the overseas service card (SPEC §2 "Overseas service entry").
 * Framework-free: it only looks at the page it is given. The chat itself is a third-party service
 * the deployment adds to the page; depending on that service it shows up as one of:
 *   - an embedded chat button, marked `data-chat-button` or with the id `chat-button`;
 *   - chat addresses on `window.__grChatLinks` (`desktop` opened as a pop-up, `mobile` as a link);
 *   - a widget object on `window.__grChatWidget` with an `open()` method.
 */

/** Selector of an embedded chat button. */
export const CHAT_BUTTON_SELECTOR = '[data-chat-button], #chat-button';
/** Size of the desktop chat pop-up (SPEC §9). */
export const CHAT_POPUP_WIDTH = 810;
export const CHAT_POPUP_HEIGHT = 670;
/** A window wider than this gets the desktop pop-up; a narrower one the mobile link (SPEC §9). */
export const CHAT_DESKTOP_BREAKPOINT = 750;
/** Name of the pop-up window, so a second click reuses it instead of opening another. */
export const CHAT_POPUP_NAME = 'greenroom-chat';

/** Chat addresses a deployment's chat snippet publishes. */
export interface ChatLinks {
  desktop?: string;
  mobile?: string;
}

/** A third-party chat widget. */
export interface ChatWidget {
  open(): void;
}

/** The page the bridge works on: the browser's by default, a fake in tests. */
export interface ChatPage {
  document: Pick<Document, 'querySelector'>;
  innerWidth: number;
  open(url: string, target: string, features: string): unknown;
  __grChatLinks?: ChatLinks;
  __grChatWidget?: ChatWidget;
}

/** Which way the bridge reached the chat. */
export type ChatRoute = 'button' | 'popup' | 'mobile' | 'widget' | 'none';

const log = createLogger('overseas-chat');

/**
 * Opens the online chat, trying in SPEC order: the embedded button; the desktop pop-up (window wider
 * than {@link CHAT_DESKTOP_BREAKPOINT}) or the mobile link; the third-party widget. When none is
 * found it only logs that. Returns the way taken.
 */
export function openOverseasChat(page: ChatPage = window as unknown as ChatPage): ChatRoute {
  const button = page.document.querySelector<HTMLElement>(CHAT_BUTTON_SELECTOR);
  if (button) {
    button.click();
    return 'button';
  }
  const desktop = page.innerWidth > CHAT_DESKTOP_BREAKPOINT;
  const link = desktop ? page.__grChatLinks?.desktop : page.__grChatLinks?.mobile;
  if (isSafeHttpUrl(link)) {
    if (desktop) {
      page.open(link, CHAT_POPUP_NAME, `popup,width=${CHAT_POPUP_WIDTH},height=${CHAT_POPUP_HEIGHT},noopener,noreferrer`);
      return 'popup';
    }
    page.open(link, '_blank', 'noopener,noreferrer');
    return 'mobile';
  }
  const widget = page.__grChatWidget;
  if (widget && typeof widget.open === 'function') {
    widget.open();
    return 'widget';
  }
  log.info('no online chat found on this page');
  return 'none';
}
