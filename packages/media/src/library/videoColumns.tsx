import type { MediaRecording } from '@greenroom/contracts';
import { formatDateTime, formatDuration, formatFileSize } from '@greenroom/sdk';
import { CoverTitle, type CoverTitleFact, type ListColumn } from '@greenroom/sdk/kit';
import type { ReactNode } from 'react';
import { libraryTexts } from './texts';

/**
 * What every video of the video library has (recordings and albums' videos alike).
 * @public
 */
export type VideoRow = Pick<MediaRecording, 'id' | 'title' | 'coverUrl' | 'activityTitle' | 'duration' | 'size' | 'createdAt'>;

/** How wide a library's first column is: the 96 × 54 thumbnail, the title in two or three lines, and its facts under it. */
const MEDIA_COLUMN_WIDTH = 324;

/**
 * A library's first column: the thumbnail beside the title (`title` draws it, e.g. a rename field), and
 * under the title its short facts (`facts`): one column where there were five, so that at 1366 px the
 * activity, date and download status stay in view beside 操作 (issue 25).
 * @public
 */
export function mediaColumn<T extends { title: string }>(options: {
  header: string;
  thumb: (row: T) => string | null | undefined;
  facts: (row: T) => CoverTitleFact[];
  title?: (row: T) => ReactNode;
}): ListColumn<T, never> {
  return {
    key: 'title',
    title: options.header,
    width: MEDIA_COLUMN_WIDTH,
    fixed: true,
    render: (row) => (
      <CoverTitle cover={options.thumb(row) || null} title={options.title ? options.title(row) : row.title} meta={options.facts(row)} width={96} height={54} />
    ),
  };
}

/**
 * A file's duration (a video's; an image has none) and size, labelled, for {@link mediaColumn}'s facts.
 * @public
 */
export function fileFacts(row: { duration: number | null; size: number }): CoverTitleFact[] {
  return [
    row.duration === null ? null : { label: libraryTexts.duration, value: formatDuration(row.duration) },
    { label: libraryTexts.size, value: formatFileSize(row.size) },
  ];
}

/**
 * The activity and date columns of a library.
 * @public
 */
export function libraryInfoColumns<T extends Pick<VideoRow, 'activityTitle' | 'createdAt'>>(): ListColumn<T, never>[] {
  return [
    { key: 'activityTitle', title: libraryTexts.activity, width: 180, render: (row) => row.activityTitle ?? libraryTexts.noActivity },
    { key: 'createdAt', title: libraryTexts.createdAt, width: 150, render: (row) => formatDateTime(row.createdAt) },
  ];
}
