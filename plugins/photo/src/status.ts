import type { ActivityPhotoStatus } from '@greenroom/contracts';
import type { StatusMap } from '@greenroom/sdk';
import { texts } from './texts';

/** A status in the page's language: its text is read from the catalogue each time it is shown (issue 29). */
const albumStatus = (status: ActivityPhotoStatus, color: StatusMap<ActivityPhotoStatus>[ActivityPhotoStatus]['color']) => ({
  color,
  get text() {
    return texts.status[status];
  },
});

/** How each album status is shown (未开始 / 直播中 / 已结束). */
export const ALBUM_STATUS: StatusMap<ActivityPhotoStatus> = {
  not_started: albumStatus('not_started', 'blue'),
  live: albumStatus('live', 'green'),
  ended: albumStatus('ended', 'grey'),
};
