import { defineTexts } from '../../i18n';

/**
 * Texts of the trend chart, by language (issue 29).
 * @public
 */
export const trendTexts = defineTexts({
  'zh-CN': {
    /** Column header of the date column of the data table. */
    date: '日期',
    /** How to move through the points with the keyboard, read after the chart's name. */
    keyboardHint: '使用左右方向键逐日查看数值',
    /** Shown instead of lines when there is no day to draw. */
    empty: '暂无数据',
    /** A series' value in the tooltip or the spoken summary: `访问量：12`. */
    value: (name: string, value: string) => `${name}：${value}`,
    /** Joins the values of one day. */
    separator: '，',
  },
  'en-US': {
    date: 'Date',
    keyboardHint: 'Use the left and right arrow keys to read the values day by day',
    empty: 'No data',
    value: (name, value) => `${name}: ${value}`,
    separator: ', ',
  },
});
