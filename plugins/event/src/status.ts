import type { ActivityEventStatus } from '@greenroom/contracts';
import type { StatusColor, StatusEntry, StatusMap } from '@greenroom/sdk';
import { shellTexts as texts } from './shellTexts';

/** A status's tag: its text read when shown, in the page's language (issue 29). */
const entry = (status: ActivityEventStatus, color: StatusColor): StatusEntry => ({
  get text() {
    return texts.status[status];
  },
  color,
});

/** How each event status is shown (未开始 / 进行中 / 已结束). */
export const EVENT_STATUS: StatusMap<ActivityEventStatus> = {
  not_started: entry('not_started', 'blue'),
  ongoing: entry('ongoing', 'green'),
  ended: entry('ended', 'grey'),
};

/** The status values, in the order the filter offers them. */
export const EVENT_STATUSES = Object.keys(EVENT_STATUS) as ActivityEventStatus[];
