export { BADGE_MAX, badgeText, MESSAGE_DATE_FORMAT, messageDate, messageProductId } from './display';
export { createMessagePopover, type MessagePopover, type MessagePopoverState } from './messagePopover';
export {
  createMessagesStore,
  MESSAGE_FIRST_PAGE,
  MESSAGE_PAGE_SIZE,
  MESSAGE_READ,
  MESSAGE_UNREAD,
  type MessagesState,
  type MessagesStore,
  UNREAD_COUNT_PAGE_SIZE,
} from './messagesStore';
export {
  createNoticeDialog,
  createNoticesStore,
  NOTICE_PAGE_SIZE,
  type NoticeDialog,
  type NoticeDialogState,
  type NoticesStore,
} from './noticesStore';
export { createPager, emptyPage, type PagedState, type PageFetcher } from './pager';
export type { Notice, PageSlice, SystemMessage } from './types';
