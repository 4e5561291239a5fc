/**
 * Issue 29's checks of a rendered page in English and dark: no Chinese left but user data
 * ({@link chineseLeft}), no inline style painting a literal colour ({@link fixedColours}). Used by the
 * data and live plugins' "issue 29" tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Han characters, CJK punctuation and full-width forms (as host/test/catalogues.test.ts counts them). */
const HAN = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]+/g;
const SDK = join(dirname(fileURLToPath(import.meta.url)), '../../../sdk/src');

/**
 * The Chinese phrases the sdk still writes outside a catalogue (comments aside), longest first: the
 * kit's and the charts' texts that are not in English yet. They are excused while they last and the
 * list empties itself as the sdk's catalogues grow, so the check becomes strict without an edit here.
 */
function sdkPending(): string[] {
  const phrases = new Set<string>();
  for (const file of readdirSync(SDK, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(join(SDK, file), 'utf8');
    if (source.includes('defineTexts(')) continue;
    for (const phrase of source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').match(HAN) ?? []) phrases.add(phrase);
  }
  return [...phrases].sort((a, b) => b.length - a.length);
}

/**
 * Issue 29: the Chinese left in the page's text once the fixtures' user data (titles, names, regions)
 * and the sdk's not-yet-translated texts are taken out — empty when the page speaks English.
 */
export function chineseLeft(userData: readonly string[]): string[] {
  const text = [...userData, ...sdkPending()].reduce((rest, phrase) => rest.split(phrase).join(' '), document.body.textContent ?? '');
  return text.match(HAN) ?? [];
}

/** A literal colour in a CSS value: hex, rgb()/hsl(), or a named light or dark one. */
const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|\b(?:white|black|gr[ae]y|silver|whitesmoke|gainsboro|snow|ivory)\b/i;

/** A colour from Semi's variables, `var(--semi-color-bg-0)` or `rgba(var(--semi-grey-9), .5)`: it follows the theme. */
const THEMED = /(?:rgba?|hsla?)\(\s*var\([^)]*\)[^)]*\)|var\([^)]*\)/g;

/**
 * Issue 29 (dark mode): the inline style declarations on the page that paint a literal colour
 * (`#fff`, `rgb(…)`, `white`) rather than one of Semi's variables, which follow the theme — empty
 * when the page is dark-safe.
 */
export function fixedColours(): string[] {
  return [...document.body.querySelectorAll('[style]')]
    .flatMap((element) => (element.getAttribute('style') ?? '').split(';'))
    .filter((declaration) => LITERAL_COLOUR.test(declaration.replace(THEMED, '')));
}
