/**
 * How many of a row's actions fit beside each other in a width, without measuring (issue 25): the
 * server renders the same row the browser hydrates, so the choice is made from the actions' texts,
 * the same on both sides, whatever the page's language.
 */

/** A row action's button around its text: 6 px either side (`.gr-row-actions`, screens.css). */
const BUTTON_PADDING = 12;
/** Between two actions (`.gr-row-actions`' gap). */
const GAP = 4;
/** 更多's chevron and its gap (RowActionsMenu). */
const MORE_ICON = 16;

/** Narrow Latin letters and marks: about a third of the font size. */
const NARROW = /[fijlrtI.,:;'!|()[\] ]/;
/** Chinese, Japanese, Korean and full-width forms: one font size each. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/**
 * An estimate of a text's drawn width in px, in the semibold 14 px of a row action: a CJK character
 * is one font size, an upper-case letter 0.68 of it, a narrow letter or a space 0.32, any other 0.6
 * (within a few px of Chromium's fallback sans and of PingFang / Microsoft YaHei for the console's
 * action names: 复制链接 56 px, Copy link 63, View results 82).
 */
export function estimateTextWidth(text: string, fontSize = 14): number {
  let em = 0;
  for (const char of text) em += WIDE.test(char) ? 1 : NARROW.test(char) ? 0.32 : char >= 'A' && char <= 'Z' ? 0.68 : 0.6;
  return Math.ceil(em * fontSize);
}

/** The width a row action's button takes for `text`. */
const buttonWidth = (text: string) => estimateTextWidth(text) + BUTTON_PADDING;

/**
 * How many of `texts` (a row's actions, in order) to show in the row: all of them when they are at
 * most `most` and fit in `width` px; otherwise the first ones that fit beside a 更多 button
 * (`moreText`) within both limits — at least one, and never a 更多 of a single action that would
 * fit in its place.
 */
export function inlineActionCount(
  texts: readonly string[],
  { most = Number.POSITIVE_INFINITY, width = Number.POSITIVE_INFINITY, moreText }: { most?: number; width?: number; moreText: string },
): number {
  const widths = texts.map(buttonWidth);
  const span = (count: number) => widths.slice(0, count).reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, count - 1);
  if (texts.length <= most && span(texts.length) <= width) return texts.length;
  const room = width - buttonWidth(moreText) - MORE_ICON - GAP;
  let count = 0;
  while (count < Math.min(texts.length - 1, Math.max(1, most - 1)) && span(count + 1) <= room) count++;
  return Math.max(1, count);
}
