/** A system message of the inbox (SPEC §3 "System message"). */
export interface SystemMessage {
  id: number | string;
  title: string;
  /** HTML; sanitise before rendering. */
  content: string;
  /** Send time; shown as YYYY-MM-DD. */
  stime: string | number;
  /** 0 unread, 1 read. */
  isRead: 0 | 1;
  /** Set when the message is about cloud photography rather than live broadcast. */
  photoLive?: boolean | 0 | 1;
}

/** A notice (SPEC §3 "Notice"). */
export interface Notice {
  id?: number | string;
  /** 0 to 3; their meaning is not given by the spec. */
  type: 0 | 1 | 2 | 3;
  title: string;
  /** HTML; sanitise before rendering. */
  content: string;
}

/** The `{ list, total }` part of a page that the list calls answer (SPEC §7). */
export interface PageSlice<T> {
  list: T[];
  total: number;
}
