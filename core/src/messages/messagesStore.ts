import { MESSAGE_FIRST_PAGE, MESSAGE_PAGE_SIZE, UNREAD_COUNT_PAGE_SIZE } from '@greenroom/contracts/limits';
import { proxy } from 'valtio/vanilla';
import type { ErrorHandler, HttpFactory } from '../http';
import { createCallClient } from '../http/calls';
import type { BootSource } from '../startup/boot';
import { createPager, emptyPage, type PagedState } from './pager';
import type { SystemMessage } from './types';

/** The SPEC §9 page sizes, named once in the contracts (messages per page, first page, the unread count's one-row page). */
export { MESSAGE_FIRST_PAGE, MESSAGE_PAGE_SIZE, UNREAD_COUNT_PAGE_SIZE } from '@greenroom/contracts/limits';
/** `isRead` of an unread message. */
export const MESSAGE_UNREAD = 0;
/** `isRead` of a read message. */
export const MESSAGE_READ = 1;

/** State of the message popover and the bell's badge. */
export interface MessagesState extends PagedState<SystemMessage> {
  /** Unread messages, for the bell's badge. */
  unread: number;
}

/** The message inbox behind the bell (SPEC §4 "Message", "Message popover"). */
export interface MessagesStore {
  readonly state: MessagesState;
  /** Reloads the unread count. */
  refreshUnread(): Promise<void>;
  /** Loads the unread count, then the first page (what the app does on start); loading from the first moment. */
  start(): Promise<void>;
  /** Appends the next page; ignored while loading or once all are loaded. */
  loadMore(): Promise<void>;
  /** A message arrived or was read elsewhere (issue 26, pushed): the unread count as the server counted it, and the first page again. */
  arrived(unread: number): Promise<void>;
  /** Opens a message: an unread one is tagged read on the server, then locally. */
  open(message: Pick<SystemMessage, 'id' | 'isRead'>): Promise<void>;
}

/**
 * Creates the message store; failures go to the shared error handler `onError` (SPEC §8). With
 * `boot` (the server's start-up answers), the first `start()` takes the unread count and the first
 * page from it.
 */
export function createMessagesStore(http: HttpFactory, onError: ErrorHandler, boot?: BootSource | null): MessagesStore {
  const call = createCallClient(http);
  // The bell shows the boot data's unread count from the first render (the server's and the hydrating
  // one alike, issue 25): it is not a count that appears once the page is live.
  const booted = boot?.peek('unread');
  const state = proxy<MessagesState>({ unread: typeof booted === 'number' ? booted : 0, ...emptyPage<SystemMessage>(MESSAGE_FIRST_PAGE) });
  const pager = createPager<SystemMessage>(state, (pageNum, pageSize) => call('GET /api/user/sys-msg/user/list', { query: { pageNum, pageSize } }), {
    pageSize: MESSAGE_PAGE_SIZE,
    firstPage: MESSAGE_FIRST_PAGE,
    onError,
  });

  async function refreshUnread(): Promise<void> {
    const result = await call('GET /api/user/sys-msg/user/list', {
      query: { pageNum: MESSAGE_FIRST_PAGE, pageSize: UNREAD_COUNT_PAGE_SIZE, isRead: MESSAGE_UNREAD },
    });
    if (result.ok) state.unread = result.data?.total ?? 0;
    else onError(result);
  }

  return {
    state,
    refreshUnread,
    async start() {
      // Loading from the first moment: a popover opened while the count is still on its way shows a
      // spinner, not an empty inbox, and a load-more in that window is ignored.
      state.loading = true;
      const unread = boot?.take('unread');
      if (typeof unread === 'number') state.unread = unread;
      else await refreshUnread();
      // The bell's first page from the boot data when the server sent it (one call fewer at start).
      const firstPage = boot?.take('bellPage');
      await pager.restart(firstPage && Array.isArray(firstPage.list) ? firstPage : undefined);
    },
    loadMore: pager.loadMore,
    async arrived(unread) {
      state.unread = unread;
      await pager.restart();
    },
    async open(message) {
      if (message.isRead !== MESSAGE_UNREAD) return;
      const result = await call('POST /api/user/sys-msg/user/tagRead', { query: { ids: String(message.id) } });
      if (!result.ok) {
        onError(result);
        return;
      }
      // The caller usually holds a frozen snapshot; change the item in the live list instead.
      const item = state.list.find((m) => m.id === message.id);
      if (item) item.isRead = MESSAGE_READ;
      await refreshUnread();
    },
  };
}
