/**
 * Issue 29 "Tests": the interface's own texts of a page, told apart from user data, and the checks
 * over them — no Chinese in en-US ({@link chineseTexts}), no English in zh-CN ({@link englishTexts}).
 *
 * **What a text is.** Every text node of the page (script, style and noscript aside; hidden ones too:
 * a screen reader or the next hover reads them), the attributes a person or a screen reader meets
 * (`aria-label`, `title`, `placeholder`, `alt`, `aria-valuetext`, `aria-roledescription`), the value
 * of a button-like input, of a text field and of a text area, and the document's title.
 *
 * **What user data is.** The demo data reaches the page only through the server's answers: the boot
 * data and the first frame's answers written into the page (`#gr-boot`, `#gr-frame-data`) and every
 * JSON answer of `/api/` the page received ({@link DataStrings}); so does the deployment's plugin
 * listing (`#gr-plugins`, `/admin/plugins.json`: the plugins' ids and versions). Every string value of those answers is
 * a data string — of an answer in the envelope `{ code, msg, msgCode, data }` its `data` only: `msg` is
 * the server's own sentence, translated by the server, so it is interface. A text is data as far as it
 * is made of data strings: every occurrence of a data string is taken out of the text (longest
 * first), and what is left is the interface's ("Delete “春季音乐节”?" leaves `Delete “”?`); a rich
 * text (HTML) is data by the texts between its tags too, as the page shows it. A text
 * is data whole when the whole text of its element, or of the element's parent or grandparent, is a
 * data string (a highlighted search word or a message's 【kind】 splits a title into several nodes), when it ends with an ellipsis and what comes before is the start of a
 * data string (a title shortened by script), or when it sits in an avatar and is the start of one (a
 * nickname's first character). A string the console itself holds is no data, though the server sends
 * it too: the Chinese string literals of the built console ({@link consoleLiterals} — its catalogues'
 * Chinese side) are its vocabulary (a kind's name, 直播, that the media API also sends), so an
 * interface text is never excused by a server answer that repeats the console's word. What the
 * server sends of its own that the console does not hold (a marketing tool's name) counts as data
 * here: the server's tests own its languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { repoRoot } from './server';

/** A Chinese character or a CJK / full-width punctuation mark (，。：、（）《》“ are not English punctuation). */
export const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff01-\uff60]/u;
const CHINESE_ALL = /[\p{Script=Han}\u3000-\u303f\uff01-\uff60]/gu;

/** A JavaScript string literal in double or single quotes. */
const LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;

/**
 * Fields whose strings are the person's own whatever the words (an event's city 北京, a registration
 * form's field 姓名 that the editor proposed and the organiser kept, a photo's city 上海市): data even
 * when the console's catalogue holds the same word.
 */
const PERSON_FIELDS = new Set(['title', 'city', 'label', 'nickname', 'address', 'location', 'place', 'region', 'province', 'content']);

let literals: Set<string> | undefined;

/**
 * The Chinese string literals of the built console (`dist/admin`, every script): the console's own
 * words — its catalogues' Chinese side. A server answer's string that is one of them (a kind's
 * name, 直播, that the server sends too) is vocabulary, not user data.
 */
export function consoleLiterals(): Set<string> {
  if (literals) return literals;
  const found = new Set<string>();
  const read = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) read(file);
      else if (entry.name.endsWith('.js')) {
        for (const literal of readFileSync(file, 'utf8').match(LITERAL) ?? []) {
          // The build writes non-ASCII characters as \u escapes.
          if (!/\\u[4-9a-fA-F][0-9a-fA-F]{3}|[\u0080-\uffff]/.test(literal)) continue;
          try {
            const text = JSON.parse(literal.startsWith("'") ? `"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : literal) as string;
            if (CHINESE.test(text)) found.add(text.trim());
          } catch {
            // an escape JSON does not know (\x41): not a catalogue's text
          }
        }
      }
    }
  };
  read(path.join(repoRoot, 'dist/admin'));
  literals = found;
  return found;
}

/** The strings of every answer of the server the context's pages received: the page's user data. */
export class DataStrings {
  readonly strings = new Set<string>();
  private pending: Promise<unknown>[] = [];
  private sorted: string[] | null = null;

  constructor(private readonly context: BrowserContext) {
    context.on('response', (response) => this.heard(response));
  }

  private heard(response: Response) {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') && url.pathname !== '/admin/plugins.json') return;
    const request = response.request();
    // The answer asked again: a revalidated one (304) has no body, and a body the browser let go (the
    // page moved on) cannot be read; the page showed its data all the same.
    const again = () =>
      request.method() === 'GET'
        ? this.context.request.get(response.url(), { headers: { 'accept-language': request.headers()['accept-language'] ?? '' } }).then(
            async (answer) => this.add(await answer.json()),
            () => undefined,
          )
        : undefined;
    if (response.status() === 304) {
      this.pending.push(Promise.resolve(again()));
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    this.pending.push(
      response.json().then(
        (json) => this.add(json),
        () => again(),
      ),
    );
  }

  /** Adds the data written into `page`'s HTML (the boot data, the first frame's answers). */
  async addEmbedded(page: Page) {
    const embedded = await page.evaluate(() =>
      ['gr-boot', 'gr-frame-data', 'gr-plugins'].map((id) => document.getElementById(id)?.textContent ?? '').filter((text) => text.length > 0),
    );
    for (const text of embedded) this.add(JSON.parse(text), true);
  }

  /** Adds the string values of an answer (`embedded`: a bundle of answers, each possibly an envelope). */
  add(value: unknown, embedded = false) {
    this.sorted = null;
    const walk = (node: unknown, key?: string) => {
      if (typeof node === 'string') {
        if (key !== undefined && PERSON_FIELDS.has(key)) this.strings.add(node.trim());
        else this.keep(node);
        // A rich text (an activity's description) is shown as its text: its tags' contents are data.
        if (/<[a-z][^>]*>/i.test(node)) for (const segment of [node.replace(/<[^>]+>/g, ''), ...node.split(/<[^>]+>/)]) this.addText(segment);
      } else if (Array.isArray(node)) {
        for (const item of node) walk(item, key);
      } else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        // An envelope: its data only (msg is the server's sentence, not data).
        if ('code' in record && 'msg' in record && 'data' in record) walk(record.data);
        else for (const [name, item] of Object.entries(record)) walk(item, name);
      }
    };
    if (embedded && value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
    else walk(value);
  }

  /** Adds a text taken out of an HTML string (its entities read). */
  private addText(html: string) {
    const text = html
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    this.keep(text);
  }

  /** Keeps `value` as a data string unless it is one of the console's own words ({@link consoleLiterals}). */
  private keep(value: string) {
    const text = value.trim();
    if (text && !(CHINESE.test(text) && consoleLiterals().has(text))) this.strings.add(text);
  }

  /** Resolves once every answer heard so far has been read. */
  async settled() {
    const pending = this.pending.splice(0);
    await Promise.all(pending);
  }

  /** The data strings, longest first (a longer one is taken out before a shorter one inside it). */
  private longestFirst(): string[] {
    this.sorted ??= [...this.strings].sort((a, b) => b.length - a.length);
    return this.sorted;
  }

  /** What is left of `text` once every data string is taken out of it. */
  withoutData(text: string, relevant: (data: string) => boolean): string {
    let left = text;
    for (const data of this.longestFirst()) {
      if (left.length < data.length) continue;
      if (relevant(data) && left.includes(data)) left = left.replaceAll(data, ' ');
    }
    return left;
  }

  /** Whether `text` is the start of a data string. */
  startsData(text: string): boolean {
    return text.length > 0 && this.longestFirst().some((data) => data.startsWith(text));
  }

  /** Whether `text` is a data string. */
  isData(text: string): boolean {
    return this.strings.has(text.trim());
  }
}

/** A text of the page as read by {@link readTexts}. */
export interface PageText {
  /** Where: the text node's element or the attribute (`button[aria-label]`), described. */
  where: string;
  text: string;
  /** The whole text of the element it sits in, and of that element's parent and grandparent. */
  elementTexts: string[];
  /** Whether it sits in an avatar. */
  inAvatar: boolean;
  /** Whether it sits in `<code>`, `<kbd>` or `<samp>`: a code (a plugin's id, a route pattern), not words. */
  inCode: boolean;
}

/** Every text of the page within `scope` (see the file's comment), with where it is. */
export async function readTexts(page: Page, scope = 'html'): Promise<PageText[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .filter((name) => name.startsWith('gr-') || name.startsWith('semi-'))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const parent = element.parentElement;
      const parentName = parent
        ? `${parent.tagName.toLowerCase()}${[...parent.classList].find((name) => name.startsWith('gr-')) ? `.${[...parent.classList].find((name) => name.startsWith('gr-'))}` : ''} > `
        : '';
      return `${parentName}${element.tagName.toLowerCase()}${id}${classes}`;
    };
    const inAvatar = (element: Element) => !!element.closest('[class*="avatar"]');
    const inCode = (element: Element) => !!element.closest('code, kbd, samp');
    const texts: { where: string; text: string; elementTexts: string[]; inAvatar: boolean; inCode: boolean }[] = [];
    const around = (element: Element) => {
      const found: string[] = [];
      for (let at: Element | null = element, level = 0; at && level < 3; at = at.parentElement, level++) found.push(at.textContent?.trim() ?? '');
      return found;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, noscript, template')) continue;
      texts.push({ where: describe(element), text, elementTexts: around(element), inAvatar: inAvatar(element), inCode: inCode(element) });
    }
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-roledescription', 'aria-placeholder'];
    const elements = [root, ...root.querySelectorAll('*')];
    for (const element of elements) {
      for (const name of attributes) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.push({ where: `${describe(element)}[${name}]`, text, elementTexts: [text], inAvatar: inAvatar(element), inCode: false });
      }
      // What a field shows (a check box's value `on` is never shown).
      const shown = ['text', 'search', 'email', 'url', 'tel', 'number', 'button', 'submit', 'reset'];
      if ((element instanceof HTMLInputElement && shown.includes(element.type)) || element instanceof HTMLTextAreaElement) {
        const text = element.value.trim();
        if (text) texts.push({ where: `${describe(element)}[value]`, text, elementTexts: [text], inAvatar: false, inCode: false });
      }
    }
    // The page's title, with the page (a drawer or a popover is no page).
    const title = document.title.trim();
    if (title && (selector === 'html' || selector === 'main'))
      texts.push({ where: 'title', text: title, elementTexts: [title], inAvatar: false, inCode: false });
    return texts;
  }, scope);
}

/**
 * Texts Semi UI writes itself, in English whatever its LocaleProvider says (Semi 2.90: tag/index.js,
 * datePicker/datePicker.js, the icons' names): taken out of the text before either check — the rest
 * of it (the tag's own words) is still checked.
 */
export const SEMI_OWN: readonly { where: RegExp; text: RegExp; reason: string }[] = [
  { where: /\.semi-tag\b.*\[aria-label\]$/, text: /^(Closable )?Tag: /, reason: 'Semi’s Tag names itself “Tag: …”' },
  { where: /\.semi-datepicker-input\b.*\[aria-label\]$/, text: /^(Choose|Change) date$/, reason: 'Semi’s DatePicker names its field so' },
  { where: /\.semi-icon\b.*\[aria-label\]$/, text: /^[a-z][a-z0-9_]*$/, reason: 'a Semi icon’s code name (`chevron_down`), not a word' },
];

/** `text` without what Semi wrote itself (see {@link SEMI_OWN}). */
function withoutSemiOwn(text: PageText): string {
  let left = text.text;
  for (const own of SEMI_OWN) if (own.where.test(text.where)) left = left.replace(own.text, ' ');
  return left;
}

const ELLIPSIS = /(…|\.\.\.)$/;

/** Whether `text` is user data whole (see the file's comment). */
function wholeData(text: PageText, data: DataStrings): boolean {
  if (data.isData(text.text) || text.elementTexts.some((whole) => data.isData(whole))) return true;
  if (ELLIPSIS.test(text.text) && data.startsData(text.text.replace(ELLIPSIS, '').trim())) return true;
  return text.inAvatar && data.startsData(text.text);
}

/** An interface text in the wrong language: where, the text, and the offending part. */
export interface Offence {
  where: string;
  text: string;
  found: string;
}

/**
 * Issue 29, en-US: the texts within `scope` that still hold a Chinese character once user data is
 * taken out of them.
 */
export async function chineseTexts(page: Page, data: DataStrings, scope = 'html'): Promise<Offence[]> {
  const found = await chineseTextsNow(page, data, scope);
  if (found.length === 0) return found;
  // An answer the page has already drawn may not have reached this process yet (Playwright tells of a
  // response after the page has it): once more when the answers heard meanwhile are read.
  await page.waitForTimeout(ANSWER_LAG_MS);
  return chineseTextsNow(page, data, scope);
}

/** How long an answer drawn by the page may take to be heard here (see {@link chineseTexts}). */
const ANSWER_LAG_MS = 500;

async function chineseTextsNow(page: Page, data: DataStrings, scope: string): Promise<Offence[]> {
  await data.settled();
  const offences: Offence[] = [];
  for (const text of await readTexts(page, scope)) {
    if (!CHINESE.test(text.text) || wholeData(text, data)) continue;
    const left = data.withoutData(withoutSemiOwn(text), (value) => CHINESE.test(value));
    const found = left.match(CHINESE_ALL);
    if (found) offences.push({ where: text.where, text: text.text, found: found.join('') });
  }
  return dedupe(offences);
}

/**
 * Latin words a zh-CN page may show, each with its reason (issue 29: "No English in zh-CN"). Brand
 * and product names, units, standard codes and formats; matched whole, case as written.
 */
export const ENGLISH_ALLOWED: ReadonlyMap<string, string> = new Map([
  ['Greenroom', 'the product’s brand'],
  ['AI', 'the product names AI助手 / AI 策划助手 (SPEC §2)'],
  ['HOT', 'a product’s tag (SPEC: “a tag (HOT or NEW)”)'],
  ['NEW', 'a product’s tag (SPEC: “a tag (HOT or NEW)”)'],
  ['API', 'a technical term Chinese writes so (“SDK 与 API 接入”)'],
  ['SDK', 'a technical term Chinese writes so; the kit’s name'],
  ['sdk', 'the kit’s package name (@greenroom/sdk), the diagnostics’ “sdk 范围”'],
  ['id', 'an identifier, written so in Chinese (“用户 id”)'],
  ['Alt', 'a key’s name as printed on it (keyboard hints)'],
  ['Ctrl', 'a key’s name as printed on it (keyboard hints)'],
  ['Shift', 'a key’s name as printed on it (keyboard hints)'],
  ['KB', 'a unit'],
  ['MB', 'a unit'],
  ['GB', 'a unit'],
  ['TB', 'a unit'],
  ['JPG', 'a file format'],
  ['PNG', 'a file format'],
  ['WebP', 'a file format'],
  ['PDF', 'a file format (the invoices’ download)'],
]);

/** A Latin word: two letters or more (a lone letter is a unit or a size, not a word). */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*[A-Za-z](?:[A-Za-z0-9]*)/g;
/** Addresses, e-mail addresses, file names, versions: codes, not words. */
const CODES =
  /\bhttps?:\/\/\S+|\b[\w.+-]+@[\w-]+\.[\w.]+|\/[\w./-]+|\b[\w-]+\.(?:jpe?g|png|gif|webp|mp4|mov|zip|exe|dmg|json|js|css|pdf|xlsx|csv)\b|\bv?\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?\b/gi;

/**
 * Issue 29, zh-CN: the texts within `scope` with an English word once user data, codes and
 * {@link ENGLISH_ALLOWED} words are taken out.
 */
export async function englishTexts(page: Page, data: DataStrings, scope = 'html'): Promise<Offence[]> {
  await data.settled();
  const offences: Offence[] = [];
  for (const text of await readTexts(page, scope)) {
    if (!/[A-Za-z]{2}/.test(text.text) || text.inCode || wholeData(text, data)) continue;
    const left = data.withoutData(withoutSemiOwn(text), (value) => /[A-Za-z]{2}/.test(value)).replace(CODES, ' ');
    const words = (left.match(LATIN_WORD) ?? []).filter((word) => !ENGLISH_ALLOWED.has(word));
    if (words.length) offences.push({ where: text.where, text: text.text, found: words.join(' ') });
  }
  return dedupe(offences);
}

/** The same offending part at the same kind of place once: a list repeats it in every row (“选择「…」”), one example is told. */
function dedupe(offences: Offence[]): Offence[] {
  const seen = new Set<string>();
  return offences.filter((offence) => {
    const key = `${offence.where}\u0000${offence.found}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
