/**
 * Issue 29's checks of a rendered page in English and dark: no Chinese left but user data
 * ({@link chineseLeft}, the sdk harness's over the whole page), no inline style painting a literal
 * colour ({@link fixedColours}). Used by the data and live plugins' "issue 29" tests.
 */
import { chineseLeft as chineseIn } from '@greenroom/sdk/testing';

/**
 * Issue 29: the Chinese left in the whole page (its text, names, titles and placeholders) once the
 * fixtures' user data (titles, names, regions) is taken out — empty when the page speaks English.
 */
export function chineseLeft(userData: readonly string[]): string[] {
  return chineseIn([document.body], userData);
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
