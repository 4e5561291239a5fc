// @vitest-environment happy-dom
/**
 * Issue 29: every text of the shell, the sdk's kit and every plugin comes from a catalogue keyed by
 * language. Two checks over the console's sources (host, core, sdk, packages, plugins):
 * - no Chinese is written outside the Chinese side of a `defineTexts` catalogue (strings, templates
 *   and JSX text; comments aside);
 * - each catalogue's English is complete (every key, functions as functions) and English;
 * - no catalogue is read when a module loads (outside any function): on the server one module renders
 *   pages in both languages, and such a read fixes the text in the first page's.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cataloguesOf, missingTranslations } from '@greenroom/contracts/i18n';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HAN = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** The console's source trees, each checked on its own (a failure names its package). */
function sourceTrees(): string[] {
  const trees = ['host/src', 'core/src', 'sdk/src'];
  for (const parent of ['packages', 'plugins']) {
    for (const name of readdirSync(path.join(ROOT, parent))) {
      if (statSync(path.join(ROOT, parent, name, 'src'), { throwIfNoEntry: false })?.isDirectory()) trees.push(`${parent}/${name}/src`);
    }
  }
  return trees;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Whether `node` is the Chinese side of a `defineTexts({ 'zh-CN': … })` call. */
function isChineseCatalogue(node: ts.Node): boolean {
  if (!ts.isPropertyAssignment(node)) return false;
  const name = node.name;
  if (!(ts.isStringLiteral(name) && name.text === 'zh-CN')) return false;
  const call = node.parent?.parent;
  return call !== undefined && ts.isCallExpression(call) && call.expression.getText() === 'defineTexts';
}

/** The Chinese written outside a catalogue in `file`, as `line: text`. */
function strayChinese(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (!HAN.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isChineseCatalogue(node)) return;
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (literal && HAN.test(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${line + 1}: ${node.text.trim().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The names a file imports from a catalogue module (a path ending in `texts`/`Texts`: `./texts`, `../shellTexts`). */
function catalogueImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!/^\.{1,2}\/.*[tT]exts$/.test(from)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) if (!element.isTypeOnly) names.add(element.name.text);
  }
  return names;
}

/**
 * The catalogue reads in `file` that run when the module loads (outside any function): the text is then
 * fixed in the language of the first page the module served, wrong for every page of the other one on
 * the server. A `defineTexts` call itself is left alone.
 */
function moduleLevelReads(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = catalogueImports(source);
  if (names.size === 0) return [];
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) && node.expression.getText() === 'defineTexts') return;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && names.has(node.expression.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${line + 1}: ${node.getText()}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Han characters an English value writes: strings directly, functions called with stand-in arguments. */
function chineseIn(value: unknown, at: string, out: string[]) {
  if (typeof value === 'string') {
    if (HAN.test(value)) out.push(`${at}: ${value}`);
  } else if (typeof value === 'function') {
    let written: unknown;
    try {
      written = (value as (...args: unknown[]) => unknown)('x', 'x', 'x', 'x');
    } catch {
      try {
        written = (value as (...args: unknown[]) => unknown)(1, 1, 1, 1);
      } catch {
        return; // arguments of another kind: the key check still holds
      }
    }
    chineseIn(written, `${at}()`, out);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      chineseIn(item, `${at}[${i}]`, out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) chineseIn(item, at ? `${at}.${key}` : key, out);
  }
}

describe('issue 29: every interface text comes from a catalogue keyed by language', () => {
  for (const tree of sourceTrees()) {
    const files = sources(path.join(ROOT, tree));

    it(`${tree}: no Chinese outside the Chinese side of a catalogue`, () => {
      const stray = files.flatMap((file) => strayChinese(file).map((line) => `${path.relative(ROOT, file)}:${line}`));
      expect(stray).toEqual([]);
    });

    it(`${tree}: no catalogue read when a module loads (the server renders both languages with one module)`, () => {
      const reads = files.flatMap((file) => moduleLevelReads(file).map((line) => `${path.relative(ROOT, file)}:${line}`));
      expect(reads).toEqual([]);
    });

    const catalogueFiles = files.filter((file) => readFileSync(file, 'utf8').includes('defineTexts('));
    if (catalogueFiles.length === 0) continue;

    it(`${tree}: each catalogue's English is complete and English`, async () => {
      const problems: string[] = [];
      let seen = 0;
      for (const file of catalogueFiles) {
        const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
        for (const [name, value] of Object.entries(module)) {
          const catalogues = cataloguesOf(value);
          if (!catalogues) continue;
          seen += 1;
          const where = `${path.relative(ROOT, file)} ${name}`;
          if (!catalogues['en-US']) {
            problems.push(`${where}: no English`);
            continue;
          }
          for (const missing of missingTranslations(catalogues)) problems.push(`${where}: English lacks ${missing}`);
          const chinese: string[] = [];
          chineseIn(catalogues['en-US'], '', chinese);
          for (const line of chinese) problems.push(`${where}: Chinese in the English: ${line}`);
        }
      }
      expect(seen).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      // The first catalogue importing the sdk loads it whole (Semi included): seconds on a busy machine.
    }, 60_000);
  }
});
