/** Han characters, CJK punctuation and full-width forms: what an English page must not show of its own. */
const HAN = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** The attributes a person reads or hears besides the text: names, tooltips, placeholders, alternatives. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'] as const;

/**
 * Issue 29: the Chinese left in the given parts of a page — their text and the names, titles,
 * placeholders and alternative texts they give — once the test's own user data (titles, nicknames,
 * places of its fixtures) is taken out; each run with a few characters around it. Empty when the parts
 * speak English: `expect(chineseLeft([document.body], ['年会直播'])).toEqual([])`.
 * @public
 */
export function chineseLeft(roots: readonly Element[], userData: readonly string[] = []): string[] {
  const texts = roots.flatMap((root) => [
    root.textContent ?? '',
    ...[root, ...root.querySelectorAll('*')].flatMap((element) => READ_ATTRIBUTES.map((name) => element.getAttribute(name) ?? '')),
  ]);
  let text = texts.join('\n');
  // Longest first, so that a name inside a longer title goes with it.
  for (const data of [...userData].sort((a, b) => b.length - a.length)) text = text.split(data).join(' ');
  return text.match(new RegExp(`.{0,12}${HAN.source}+.{0,12}`, 'g')) ?? [];
}
