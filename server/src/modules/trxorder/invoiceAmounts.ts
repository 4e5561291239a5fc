/**
 * The figures of a Chinese VAT invoice (增值税发票): an order's price is the total including tax
 * (价税合计); the invoice splits it into the amount before tax (金额) and the tax (税额) at
 * {@link INVOICE_TAX_RATE_PERCENT}, and writes the total in capital numerals (价税合计（大写）).
 */

/**
 * The VAT rate of the seller's one kind of item, 信息技术服务: 6 % (a general VAT payer's rate for
 * modern services). SPEC names no rate; server/docs/api.md says so.
 */
export const INVOICE_TAX_RATE_PERCENT = 6;

/** 金额 and 税额 (fen) of a total including tax (fen): the tax is what remains after the rounded amount. */
export function splitTax(totalFen: number, ratePercent = INVOICE_TAX_RATE_PERCENT): { amount: number; tax: number } {
  const amount = Math.round((totalFen * 100) / (100 + ratePercent));
  return { amount, tax: totalFen - amount };
}

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
/** Units inside a group of four digits, from its last digit up. */
const PLACES = ['', '拾', '佰', '仟'] as const;
/** Units of the groups of four digits, from the last group up: the fourth is 万 of 亿 (壹万贰仟亿, 壹万亿). */
const GROUPS = ['', '万', '亿', '万'] as const;

/**
 * An amount in fen written in capital numerals as on a Chinese invoice or cheque (人民币大写):
 * `12345` → 壹佰贰拾叁元肆角伍分, `10000` → 壹佰元整, `0` → 零元整, `100000100` → 壹佰万零壹元整,
 * `5` → 伍分, `105` → 壹元零伍分.
 *
 * - Groups of four digits take 万, 亿 and 万 亿 (壹万贰仟亿, 壹万亿); a group of zeros adds no unit
 *   (壹亿元整, not 壹亿万元整).
 * - One 零 stands for any run of zeros between two written digits, across groups too
 *   (壹万零壹元, 壹亿零壹拾万元); none before a unit that ends the integer (壹仟元, 壹拾万元).
 * - 拾 keeps its 壹 at the start (壹拾元), as amounts are written on invoices.
 * - 整 follows an amount that stops at 元; none after 角 or 分. Without yuan, the 角 and 分 alone
 *   (伍角, 伍分); with yuan and no 角, 零 before the 分 (壹元零伍分).
 * - A negative amount (a red-letter invoice) starts with 负.
 */
export function capitalAmount(fen: number): string {
  // Safe integers reach 90 万亿 yuan, within the units' reach (9,999 万亿).
  if (!Number.isSafeInteger(fen)) throw new RangeError(`capitalAmount: ${fen} is not a whole number of fen`);
  if (fen < 0) return `负${capitalAmount(-fen)}`;
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  const integer = capitalInteger(yuan);
  if (jiao === 0 && cents === 0) return `${integer || DIGITS[0]}元整`;
  const head = integer ? `${integer}元` : '';
  const tenths = jiao ? `${DIGITS[jiao]}角` : head ? DIGITS[0] : '';
  return `${head}${tenths}${cents ? `${DIGITS[cents]}分` : ''}`;
}

/** The yuan in capital numerals, '' for none. */
function capitalInteger(value: number): string {
  const digits = String(value).split('').map(Number);
  let text = '';
  let zeros = false;
  let groupHasDigit = false;
  let tensOfThousandsOfYi = false;
  digits.forEach((digit, index) => {
    const place = digits.length - 1 - index;
    if (digit === 0) zeros = text !== '';
    else {
      if (zeros) text += DIGITS[0];
      text += `${DIGITS[digit]}${PLACES[place % 4]}`;
      zeros = false;
      groupHasDigit = true;
    }
    if (place % 4 === 0) {
      // The 亿 group closes a 万亿 amount even when its own digits are zeros (壹万亿, 壹万零伍亿).
      if (groupHasDigit || (place === 8 && tensOfThousandsOfYi)) text += GROUPS[place / 4];
      if (place === 12) tensOfThousandsOfYi = groupHasDigit;
      groupHasDigit = false;
    }
  });
  return text;
}
