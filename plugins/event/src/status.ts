import type { ActivityEventStatus } from '@greenroom/contracts';
import type { StatusMap } from '@greenroom/sdk';
import { shellTexts as texts } from './shellTexts';

/** How each event status is shown (未开始 / 进行中 / 已结束). */
export const EVENT_STATUS: StatusMap<ActivityEventStatus> = {
  not_started: { text: texts.status.not_started, color: 'blue' },
  ongoing: { text: texts.status.ongoing, color: 'green' },
  ended: { text: texts.status.ended, color: 'grey' },
};

/** The status values, in the order the filter offers them. */
export const EVENT_STATUSES = Object.keys(EVENT_STATUS) as ActivityEventStatus[];
