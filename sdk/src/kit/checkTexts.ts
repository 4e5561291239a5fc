import { defineTexts } from '../i18n';

/**
 * What the contracts' rules that bring no message of their own say, by language (issue 29): the
 * editor's check (checkBody, a lazy chunk that imports nothing else of the kit) and the server's
 * input check say the same, and {@link fieldProblem} recognises the first two, which name no field.
 */
export const checkTexts = defineTexts({
  'zh-CN': {
    required: '不能为空',
    choose: '请选择有效的选项',
    invalid: '格式不正确',
    notNumber: '请输入数字',
    notInteger: '请输入整数',
    maxChars: (n: number) => `最多 ${n} 个字`,
    minChars: (n: number) => `至少 ${n} 个字`,
    maxItems: (n: number) => `最多 ${n} 项`,
    minItems: (n: number) => `至少 ${n} 项`,
    atMost: (n: number) => `不能大于 ${n}`,
    below: (n: number) => `必须小于 ${n}`,
    atLeast: (n: number) => `不能小于 ${n}`,
    above: (n: number) => `必须大于 ${n}`,
  },
  'en-US': {
    required: 'Required',
    choose: 'Choose a valid option',
    invalid: 'Invalid format',
    notNumber: 'Enter a number',
    notInteger: 'Enter a whole number',
    maxChars: (n) => `At most ${n} characters`,
    minChars: (n) => `At least ${n} characters`,
    maxItems: (n) => `At most ${n} items`,
    minItems: (n) => `At least ${n} items`,
    atMost: (n) => `Must not exceed ${n}`,
    below: (n) => `Must be less than ${n}`,
    atLeast: (n) => `Must be at least ${n}`,
    above: (n) => `Must be greater than ${n}`,
  },
});
