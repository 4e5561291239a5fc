/**
 * Every Chinese message the server and the contracts can put in an envelope's `msg` (issue 29 §2),
 * read from the sources with the TypeScript parser: string literals and templates in the places a
 * message is written —
 * - thrown: arguments of `new ApiError(…)`, `badRequest(…)`, `failure(…)`, `fieldError(…)`,
 *   `illegal(…)`, `new TaskFailure(…)` (a download task's failure, answered later), anything in a
 *   `throw` statement (but `new Error(…)`: a start-up fault for the operator, never an answer);
 * - kept: the values of objects named `…MESSAGES` and of constants named in capitals (or `msg`) whose
 *   value is a text (`SURVEY_CLOSED`, `COVER_REFUSED`, `TOO_MANY_REQUESTS`…);
 * - answered: what a function named `…refusal…` / `…reason…` / `…message…` returns (survey.ts `refusal`);
 * - zod: the message argument of `.regex` `.refine` `.min` `.max` `.length` `.email` `.int`
 *   `dateTime`, and `message` / `error` properties (a schema's `.describe` is not a message);
 * - lib/validate.ts: the reasons `formatIssue` returns;
 * - the labels a message names (a state, an action, an upload purpose): {@link LABEL_OBJECTS}.
 * A template's values are filled with {@link SAMPLES} (by the expression's text), else `12`.
 *
 * Not walked: the seed (user data), the public pages of shared links and their calls (local/public,
 * modules/survey/surveyAnswer.ts — they stay Chinese, docs/languages.md), the sibling pages, the
 * invoice PDF and exports (legal documents stay Chinese), the command-line tools, and the sign-in
 * page (its own catalogue, modules/user/sso.ts, tested by sign-in-language.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SourceMessage {
  /** file:line */
  where: string;
  /** The message with sample values. */
  text: string;
  /** `message` as it is; `reason` answered as `参数错误：<field> <text>`; `issue` (field and reason) as `参数错误：<text>`. */
  kind: 'message' | 'reason' | 'issue';
}

const HAN = /\p{Script=Han}/u;

const ROOTS = [
  'server/src/lib',
  'server/src/modules',
  'server/src/app.ts',
  'server/src/local/dev.ts',
  'server/src/local/invoiceDev.ts',
  'server/src/local/trxorderDev.ts',
  'contracts/src',
];
const SKIPPED = [
  /server\/src\/modules\/survey\/surveyAnswer\.ts$/,
  /server\/src\/modules\/trxorder\/invoicePdf\.ts$/,
  /server\/src\/modules\/trxorder\/invoiceAmounts\.ts$/,
  /server\/src\/modules\/marketingCatalogue\.ts$/,
  /server\/src\/modules\/user\/sso\.ts$/,
  /server\/src\/modules\/user\/signInGuard\.ts$/,
  /server\/src\/lib\/regions\.ts$/,
  /contracts\/src\/(catalogue|i18n|messagesEn)\.ts$/,
];

/** The objects whose values a message names: `file → variable`. */
export const LABEL_OBJECTS: Record<string, string> = {
  'server/src/modules/activity/activityEdit.ts': 'STATE_LABELS',
  'server/src/modules/trxorder/trxorderStore.ts': 'ACTION_TEXT',
  'server/src/modules/upload/tables.ts': 'PURPOSE_NAMES',
  'server/src/modules/media/mediaDownloads.ts': 'STATUS_LABELS',
};

/** Sample values of a template's expressions, by the expression's text. */
const SAMPLES: Record<string, string> = {
  target: '直播中',
  current: '已结束',
  'STATUS_LABELS[task.status]': '处理中',
  verb: '确认支付',
  name: 'title',
  'PURPOSE_NAMES[purpose]': '直播录像',
  field: 'coverUrl',
  reason: '封面图片无效，请重新上传',
  "messages.join('；')": 'title 不能为空；pageSize 不能大于 100',
  "issue.keys.join('、')": 'foo、bar',
  'TYPE_NAMES[issue.expected] ?? issue.expected': '整数',
  'acceptedTypes(purpose)': 'JPG、PNG、WebP 图片或 MP4、WebM、MOV 视频',
  'formatBytes(limits.imageQuotaBytes)': '1 GB',
  'formatBytes(limits.fileQuotaBytes)': '20 GB',
  'formatBytes(limits.fileMaxBytes)': '2 GB',
  'formatBytes(used)': '980 KB',
  'formatBytes(adding)': '512 字节',
  'formatBytes(size)': '1.5 GB',
  "adding > 0 ? `，本张需要 ${formatBytes(adding)}` : ''": '，本张需要 512 字节',
  'String(issue.divisor)': '5',
  'describeValues(issue.values)': 'createdAt、startTime',
};

const THROWERS = new Set(['ApiError', 'badRequest', 'failure', 'fieldError', 'illegal', 'illegalMove', 'TaskFailure']);
const ZOD_MESSAGE_METHODS = new Set(['regex', 'refine', 'min', 'max', 'length', 'email', 'int', 'dateTime']);

function files(root: string): string[] {
  if (root.endsWith('.ts')) return [root];
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name);
    return entry.isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** The text of a literal, a template's expressions filled with samples (nested templates too). */
function sampleOf(node: ts.Node, source: ts.SourceFile): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const expression = span.expression.getText(source);
      text += SAMPLES[expression] ?? (ts.isTemplateExpression(span.expression) ? sampleOf(span.expression, source) : '12');
      text += span.literal.text;
    }
    return text;
  }
  return '';
}

const calleeName = (expression: ts.Expression): string =>
  ts.isIdentifier(expression) ? expression.text : ts.isPropertyAccessExpression(expression) ? expression.name.text : '';

/** Where a literal sits: a message context or none. */
function contextOf(node: ts.Node, file: string): SourceMessage['kind'] | null {
  let child: ts.Node = node;
  let parent: ts.Node | undefined = node.parent;
  while (parent && !ts.isSourceFile(parent)) {
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      const name = calleeName(parent.expression);
      if (name === 'Error' || name === 'describe') return null;
      if (THROWERS.has(name)) return name === 'fieldError' ? 'reason' : 'message';
      const args: readonly ts.Node[] = parent.arguments ?? [];
      if (ZOD_MESSAGE_METHODS.has(name) && args.includes(child)) return 'reason';
      if (name !== 'join' && name !== 'map' && name !== 'filter') return null;
    }
    if (ts.isPropertyAssignment(parent)) {
      const key = parent.name.getText();
      if (key === 'message' || key === 'error') return 'reason';
      let owner: ts.Node = parent.parent.parent;
      while (ts.isAsExpression(owner) || ts.isSatisfiesExpression(owner) || ts.isParenthesizedExpression(owner)) owner = owner.parent;
      if (owner && ts.isVariableDeclaration(owner) && /MESSAGES$/.test(owner.name.getText())) return 'message';
      if (owner && ts.isVariableDeclaration(owner) && LABEL_OBJECTS[file] === owner.name.getText()) return 'message';
      return null;
    }
    if (ts.isVariableDeclaration(parent)) {
      const name = parent.name.getText();
      const named = /^[A-Z][A-Z0-9_]+$/.test(name) && !name.endsWith('DESCRIPTION');
      return (named || name === 'msg') && (child === node || ts.isConditionalExpression(child)) ? 'message' : null;
    }
    if (ts.isThrowStatement(parent)) return 'message';
    if (ts.isReturnStatement(parent)) {
      if (file.endsWith('server/src/lib/validate.ts')) return 'issue';
      // A function that answers a refusal's reason (survey.ts `refusal`).
      let fn: ts.Node | undefined = parent.parent;
      while (fn && !ts.isFunctionDeclaration(fn) && !ts.isSourceFile(fn)) fn = fn.parent;
      return fn && ts.isFunctionDeclaration(fn) && /refusal|reason|message/i.test(fn.name?.text ?? '') ? 'message' : null;
    }
    child = parent;
    parent = parent.parent;
  }
  return null;
}

/** Every message of the walked sources (see the file's comment). */
export function sourceMessages(repoRoot: string): SourceMessage[] {
  const found: SourceMessage[] = [];
  for (const root of ROOTS) {
    for (const full of files(path.join(repoRoot, root))) {
      const file = path.relative(repoRoot, full).split(path.sep).join('/');
      if (SKIPPED.some((pattern) => pattern.test(file))) continue;
      const source = ts.createSourceFile(file, readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
          const text = sampleOf(node, source);
          if (!HAN.test(text)) return;
          const context = contextOf(node, file);
          if (context) {
            const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
            found.push({ where: `${file}:${line}`, text, kind: context });
          }
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}
