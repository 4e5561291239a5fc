import { proxy } from 'valtio/vanilla';
import type { ErrorHandler, HttpFactory } from '../http';
import { createCallClient } from '../http/calls';
import { MESSAGE_FIRST_PAGE, MESSAGE_PAGE_SIZE } from './messagesStore';
import { createPager, emptyPage, type PagedState } from './pager';
import type { Notice } from './types';

/** Notices per page. SPEC §9 gives none for notices; the message size is reused for one rhythm. */
export const NOTICE_PAGE_SIZE = MESSAGE_PAGE_SIZE;

/** The notice list (`/api/user/sys-msg/page`). */
export interface NoticesStore {
  readonly state: PagedState<Notice>;
  /** Forgets what was loaded and loads the first page. */
  start(): Promise<void>;
  /** Appends the next page; ignored while loading or once all are loaded. */
  loadMore(): Promise<void>;
}

/** Creates the notice list store; failures go to the shared error handler `onError`. */
export function createNoticesStore(http: HttpFactory, onError: ErrorHandler): NoticesStore {
  const call = createCallClient(http);
  const state = proxy<PagedState<Notice>>(emptyPage<Notice>(MESSAGE_FIRST_PAGE));
  const pager = createPager<Notice>(state, (pageNum, pageSize) => call('GET /api/user/sys-msg/page', { query: { pageNum, pageSize } }), {
    pageSize: NOTICE_PAGE_SIZE,
    firstPage: MESSAGE_FIRST_PAGE,
    onError,
  });
  return { state, start: pager.restart, loadMore: pager.loadMore };
}

/** State of the notice detail dialog (SPEC §4 "Notice dialog"). */
export interface NoticeDialogState {
  open: boolean;
  notice: Notice | null;
}

/** The notice detail dialog. */
export interface NoticeDialog {
  readonly state: NoticeDialogState;
  /** Opens the dialog on `notice`. */
  show(notice: Notice): void;
  /** Closes the dialog; the notice is kept so the closing animation still has content. */
  close(): void;
}

/** Creates the notice detail dialog's state. */
export function createNoticeDialog(): NoticeDialog {
  const state = proxy<NoticeDialogState>({ open: false, notice: null });
  return {
    state,
    show(notice) {
      state.notice = notice;
      state.open = true;
    },
    close() {
      state.open = false;
    },
  };
}
