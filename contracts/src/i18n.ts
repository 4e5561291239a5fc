/**
 * The console's languages (issue 29): which ones there are, which one a page speaks, and text
 * catalogues keyed by language. Plain code, no imports: the server, core, the sdk and every plugin
 * read it (`@greenroom/contracts/i18n`; plugins through the sdk's re-exports).
 *
 * A page speaks one language for its whole life: the server writes it in `<html lang>` (the account's
 * choice, else the browser's `Accept-Language`), every bundle reads it from there, and a change of
 * language reloads the page. On the server, where one process renders pages in both languages, the
 * renderer sets a {@link setLocaleSource | source} scoped to the page being rendered.
 */

/** The languages the console speaks; the first is the default (SPEC §1: Simplified Chinese). */
export const LOCALES = ['zh-CN', 'en-US'] as const;

/** A language the console speaks. */
export type Locale = (typeof LOCALES)[number];

/** SPEC §1: the console speaks Simplified Chinese unless told otherwise. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The console's colour themes; `system` follows the device (`prefers-color-scheme`). */
export const THEMES = ['system', 'light', 'dark'] as const;

/** A colour theme choice. */
export type ThemeChoice = (typeof THEMES)[number];

/** A theme as painted. */
export type ColorScheme = 'light' | 'dark';

/** Whether `value` names a language the console speaks (exactly, e.g. `en-US`). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The console language closest to a language tag (`en`, `en-GB`, `zh-Hans-CN`, `zh-TW`), or null:
 * English for any `en`, Chinese for any `zh`.
 */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const lower = (tag ?? '').trim().toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  return null;
}

/**
 * The console language an `Accept-Language` header asks for first (by its `q` weights), or the
 * default when it names none of ours.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { locale: localeOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.locale !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.locale ?? DEFAULT_LOCALE;
}

/** Where the page's language is read from; see {@link setLocaleSource}. */
let source: (() => Locale | undefined) | null = null;

/**
 * Sets where {@link currentLocale} reads the language (the server's renderer: the page being rendered);
 * null goes back to the document's `<html lang>`. Returns the previous source.
 */
export function setLocaleSource(next: (() => Locale | undefined) | null): (() => Locale | undefined) | null {
  const previous = source;
  source = next;
  return previous;
}

/** The language of the page: the {@link setLocaleSource | source}'s, else `<html lang>`'s, else the default. */
export function currentLocale(): Locale {
  const fromSource = source?.();
  if (fromSource) return fromSource;
  const lang = typeof document === 'undefined' ? undefined : document.documentElement?.lang;
  return (lang && localeOfTag(lang)) || DEFAULT_LOCALE;
}

/** A catalogue's value in another language: the same shape, strings widened, functions with the same parameters. */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly (infer E)[]
      ? readonly Translated<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Translated<T[K]> }
        : T;

/** A translation that may leave keys out: each missing one falls back to the Chinese. */
export type PartialTranslation<T> = T extends string | ((...args: never[]) => unknown) | readonly unknown[]
  ? Translated<T>
  : T extends object
    ? { readonly [K in keyof T]?: PartialTranslation<T[K]> }
    : T;

/** A text catalogue by language: Chinese in full; English complete for the console's own packages (a test checks), partial for an outside plugin's. */
export interface TextCatalogues<T> {
  'zh-CN': T;
  'en-US'?: PartialTranslation<T>;
}

const CATALOGUES = Symbol.for('greenroom.texts.catalogues');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** `over` laid on `base`, key by key in nested plain objects: what `over` leaves out is `base`'s. */
function layered(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const key of Object.keys(over)) out[key] = layered(base[key], over[key]);
  return out;
}

/**
 * A text catalogue keyed by language, read as one object: each property is looked up in the page's
 * {@link currentLocale | language} when it is read, an English key left out falls back to the Chinese.
 *
 * Read it where the text is used (in a render, a column's function, a setup), never into a constant
 * at module level: on the server one module renders pages in both languages.
 *
 * @example
 * ```ts
 * export const texts = defineTexts({
 *   'zh-CN': { title: '我的积分', month: (n: number) => `本月获得 ${n}` },
 *   'en-US': { title: 'My points', month: (n) => `${n} earned this month` },
 * });
 * texts.title; // 我的积分, or My points on an English page
 * ```
 */
export function defineTexts<const T extends object>(catalogues: { 'zh-CN': T; 'en-US'?: NoInfer<PartialTranslation<T>> }): Translated<T> {
  // T is the Chinese's alone (NoInfer): inferred from the English too (a reverse-mapped candidate),
  // it became a union of two shapes and every catalogue's type was written twice.
  const byLocale: Record<Locale, Record<PropertyKey, unknown>> = {
    'zh-CN': catalogues['zh-CN'] as Record<PropertyKey, unknown>,
    'en-US': layered(catalogues['zh-CN'], catalogues['en-US']) as Record<PropertyKey, unknown>,
  };
  const target = catalogues['zh-CN'] as object;
  return new Proxy(target, {
    get: (_, key) => (key === CATALOGUES ? catalogues : byLocale[currentLocale()][key]),
    has: (_, key) => key in target,
    ownKeys: () => Reflect.ownKeys(target),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
      return descriptor && { ...descriptor, value: byLocale[currentLocale()][key] };
    },
    set: () => false,
  }) as Translated<T>;
}

/** The catalogues a {@link defineTexts} object was made of, or null for anything else (the catalogue tests read them). */
export function cataloguesOf(texts: unknown): TextCatalogues<object> | null {
  if (typeof texts !== 'object' || texts === null) return null;
  const catalogues = (texts as Record<PropertyKey, unknown>)[CATALOGUES];
  return catalogues && typeof catalogues === 'object' ? (catalogues as TextCatalogues<object>) : null;
}

/**
 * The paths (`a.b.c`) of the Chinese catalogue that the English one leaves out, or writes with the
 * wrong kind (a string for a function): empty when the English catalogue is complete.
 */
export function missingTranslations(catalogues: TextCatalogues<object>): string[] {
  const missing: string[] = [];
  const walk = (zh: unknown, en: unknown, at: string) => {
    if (isPlainObject(zh)) {
      if (!isPlainObject(en)) {
        missing.push(at || '(all)');
        return;
      }
      for (const key of Object.keys(zh)) walk(zh[key], en[key], at ? `${at}.${key}` : key);
      return;
    }
    if (Array.isArray(zh)) {
      if (!Array.isArray(en) || en.length !== zh.length) missing.push(at);
      else
        zh.forEach((item, i) => {
          walk(item, en[i], `${at}[${i}]`);
        });
      return;
    }
    if (typeof zh !== typeof en) missing.push(at);
  };
  walk(catalogues['zh-CN'], catalogues['en-US'], '');
  return missing;
}
