import type { MediaRecording } from '@greenroom/contracts';
import { formatDateTime, formatDuration, formatFileSize } from '@greenroom/sdk';
import type { ListColumn } from '@greenroom/sdk/kit';
import { libraryTexts } from './texts';

/**
 * What every video of the video library has (recordings and albums' videos alike).
 * @public
 */
export type VideoRow = Pick<MediaRecording, 'id' | 'title' | 'coverUrl' | 'activityTitle' | 'duration' | 'size' | 'createdAt'>;

/**
 * The cover column of a video library.
 * @public
 */
export function videoCoverColumn<T extends VideoRow>(): ListColumn<T, never> {
  return {
    key: 'coverUrl',
    title: libraryTexts.cover,
    width: 120,
    fixed: true,
    render: (row) => (row.coverUrl ? <img className="gr-library-thumb" src={row.coverUrl} alt="" loading="lazy" /> : null),
  };
}

/**
 * The activity, duration, size and date columns of a video library.
 * @public
 */
export function videoInfoColumns<T extends VideoRow>(): ListColumn<T, never>[] {
  return [
    { key: 'activityTitle', title: libraryTexts.activity, render: (row) => row.activityTitle ?? libraryTexts.noActivity },
    { key: 'duration', title: libraryTexts.duration, width: 90, render: (row) => formatDuration(row.duration) },
    { key: 'size', title: libraryTexts.size, width: 100, render: (row) => formatFileSize(row.size) },
    { key: 'createdAt', title: libraryTexts.createdAt, width: 160, render: (row) => formatDateTime(row.createdAt) },
  ];
}
