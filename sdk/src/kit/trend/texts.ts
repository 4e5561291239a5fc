/**
 * Texts of the trend chart (Simplified Chinese).
 * @public
 */
export const trendTexts = {
  /** Column header of the date column of the data table. */
  date: '日期',
  /** How to move through the points with the keyboard, read after the chart's name. */
  keyboardHint: '使用左右方向键逐日查看数值',
  /** Shown instead of lines when there is no day to draw. */
  empty: '暂无数据',
} as const;
