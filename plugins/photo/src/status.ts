import type { ActivityPhotoStatus } from '@greenroom/contracts';
import type { StatusMap } from '@greenroom/sdk';
import { texts } from './texts';

/** How each album status is shown (未开始 / 直播中 / 已结束). */
export const ALBUM_STATUS: StatusMap<ActivityPhotoStatus> = {
  not_started: { text: texts.status.not_started, color: 'blue' },
  live: { text: texts.status.live, color: 'green' },
  ended: { text: texts.status.ended, color: 'grey' },
};

/** The status values, in the order the filter offers them. */
export const ALBUM_STATUSES = Object.keys(ALBUM_STATUS) as ActivityPhotoStatus[];
