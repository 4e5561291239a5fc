// What the console's build does to a stylesheet it writes (esbuild.config.mjs; docs/first-screen.md,
// the fifteenth stop). Kept apart from the build so that a test can call it.
import postcss from 'postcss';

/** A selector that holds only under Semi's right-to-left direction (`.semi-rtl`, `.semi-portal-rtl`). */
const RIGHT_TO_LEFT = /\.semi-(?:portal-)?rtl(?![\w-])/;

/**
 * Issue 25: a built stylesheet without what can never apply to the console, so each page parses
 * and matches less CSS (the first screen's stylesheet 171 → 138 KB, the kit's 96 → 91 KB):
 * - the selectors of Semi's right-to-left direction: Semi adds `semi-rtl` (`semi-portal-rtl` on a
 *   portal) only under a ConfigProvider with `direction="rtl"`, which the console never sets (its
 *   languages, Chinese and English, run left to right); a rule left without a selector goes, and an
 *   at-rule left empty;
 * - a top-level rule written again later in the same file (Semi's components each bring the CSS of
 *   those they use, so the merged first screen had 22 KB of copies): the earlier copy goes. The later
 *   copy already overrides it wherever they conflict, so the cascade is the same; `@charset`,
 *   `@import`, `@layer` and `@namespace` statements, whose place matters, are left as they are;
 * - comments.
 * An empty `@layer` block stays (it orders its layer); Semi's stylesheets have none today.
 * Everything else is written as it was (postcss keeps the rest's text).
 */
export function leanStylesheet(css) {
  const sheet = postcss.parse(css);
  sheet.walkComments((comment) => {
    comment.remove();
  });
  sheet.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    // (`:not(.semi-rtl)` holds left to right: such a selector stays.)
    const kept = rule.selectors.filter((selector) => !RIGHT_TO_LEFT.test(selector.replace(/:not\([^)]*\)/g, '')));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    sheet.walkAtRules((atRule) => {
      // (An empty `@layer name {}` still places its layer in the order: it stays.)
      if (atRule.nodes && atRule.nodes.length === 0 && atRule.name.toLowerCase() !== 'layer') {
        atRule.remove();
        emptied = true;
      }
    });
  }
  const last = new Map();
  for (const node of [...sheet.nodes]) {
    if (node.type === 'atrule' && /^(charset|import|layer|namespace)$/i.test(node.name)) continue;
    const text = node.toString().trim();
    last.get(text)?.remove();
    last.set(text, node);
  }
  return `${sheet.toString().trim()}\n`;
}

/** A stylesheet's top-level rules and at-rules (an `@media` block is one), comments dropped. */
export function topLevelRules(css) {
  const rules = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let depth = 0;
  let start = 0;
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' || (c === ';' && depth === 0)) {
      if (c === '}') depth--;
      if (depth === 0) {
        const rule = text.slice(start, i + 1).trim();
        if (rule) rules.push(rule);
        start = i + 1;
      }
    }
  }
  return rules;
}
