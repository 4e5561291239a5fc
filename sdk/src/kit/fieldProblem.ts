import { checkTexts } from './checkTexts';
import { kitTexts } from './texts';

/**
 * What the server (`参数错误：title 不能为空`) and the contracts' own check say of a rule that brought
 * no message of its own: a value is missing, or is not one of the choices. These name no field.
 */
const isMissing = (text: string) => text === checkTexts.required || text === checkTexts.choose;

/** How the server's and the check's reasons of a rule without a message of its own begin (server/src/lib/validate.ts, checkBody). */
const UNNAMED = /^(长度不能|不能大于|不能小于|必须|最多|至少|格式不正确|只能是|无效)/;

/**
 * A field's problem in the console's words (issue 24 §3): the server's or the check's reason for
 * the value at a path, said of the field as its label names it. A missing value asks for it
 * (`不能为空` under 名称 → 请输入名称; for a choice 请选择…); a generic reason that names no field
 * (`长度不能超过 50 个字符`) is prefixed with the label (名称长度不能超过 50 个字符); the contract's own
 * messages (请输入标题, 标题最多 60 个字) and whole sentences (仅支持 JPG、PNG、WebP 图片) stay.
 * @public
 */
export function fieldProblem(reason: string, label: string, { choice = false }: { choice?: boolean } = {}): string {
  const text = reason.trim();
  if (isMissing(text)) return choice ? kitTexts.fieldChoose(label) : kitTexts.fieldRequired(label);
  if (!label || text.includes(label) || !UNNAMED.test(text)) return text;
  return `${label}${text}`;
}
