import { describe, expect, it } from 'vitest';
import { capitalAmount, INVOICE_TAX_RATE_PERCENT, splitTax } from '../src/modules/trxorder/invoiceAmounts';
import { renderInvoicePdf } from '../src/modules/trxorder/invoicePdf';
import { pdfTextRuns } from './pdfText';

describe('价税合计（大写）: an amount in capital numerals (issue 24 §5)', () => {
  it.each([
    [12345, '壹佰贰拾叁元肆角伍分'],
    [0, '零元整'],
    [100, '壹元整'],
    [10000, '壹佰元整'],
    [1000, '壹拾元整'],
    [110000, '壹仟壹佰元整'],
    [2999900, '贰万玖仟玖佰玖拾玖元整'],
  ])('%i fen → %s (整 after 元)', (fen, text) => {
    expect(capitalAmount(fen)).toBe(text);
  });

  it.each([
    [50, '伍角'],
    [5, '伍分'],
    [45, '肆角伍分'],
    [150, '壹元伍角'],
    [105, '壹元零伍分'],
    [100005, '壹仟元零伍分'],
    [10150, '壹佰零壹元伍角'],
  ])('角 and 分: %i fen → %s (no 整 after them; 零 for a missing 角 after yuan; no 零元 before them)', (fen, text) => {
    expect(capitalAmount(fen)).toBe(text);
  });

  it.each([
    [10100, '壹佰零壹元整'],
    [100100, '壹仟零壹元整'],
    [100010, '壹仟元壹角'],
    [101000, '壹仟零壹拾元整'],
    [1000100, '壹万零壹元整'],
    [1001000, '壹万零壹拾元整'],
    [10010000, '壹拾万零壹佰元整'],
    [1010100, '壹万零壹佰零壹元整'],
  ])('零: one for a run of zeros between digits, none before the end: %i fen → %s', (fen, text) => {
    expect(capitalAmount(fen)).toBe(text);
  });

  it.each([
    [1_000_000, '壹万元整'],
    [100_000_000, '壹佰万元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_000_100, '壹亿零壹元整'],
    [10_001_000_000, '壹亿零壹万元整'],
    [10_010_000_000, '壹亿零壹拾万元整'],
    [10_100_000_000, '壹亿零壹佰万元整'],
    [1_000_100_000, '壹仟万零壹仟元整'],
    [100_000_000_000_000, '壹万亿元整'],
    [100_010_000_000_000, '壹万零壹亿元整'],
    [100_000_001_000_000, '壹万亿零壹万元整'],
    [100_000_000_000_500, '壹万亿零伍元整'],
    [123_456_789_012_345, '壹万贰仟叁佰肆拾伍亿陆仟柒佰捌拾玖万零壹佰贰拾叁元肆角伍分'],
  ])('万 and 亿: a group of zeros adds no unit: %i fen → %s', (fen, text) => {
    expect(capitalAmount(fen)).toBe(text);
  });

  it('a red-letter (negative) amount starts with 负; a fraction of a fen or beyond safe integers is refused', () => {
    expect(capitalAmount(-12345)).toBe('负壹佰贰拾叁元肆角伍分');
    expect(() => capitalAmount(1.5)).toThrow(RangeError);
    expect(() => capitalAmount(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});

describe('税率 and 税额: the price including tax split at the invoice rate', () => {
  it('the rate is 6 % (信息技术服务; SPEC names none, server/docs/api.md says so)', () => {
    expect(INVOICE_TAX_RATE_PERCENT).toBe(6);
  });

  it('金额 is the total over 1.06 rounded to the fen, 税额 the rest: they always add up to the total', () => {
    expect(splitTax(10600)).toEqual({ amount: 10000, tax: 600 });
    expect(splitTax(299900)).toEqual({ amount: 282925, tax: 16975 });
    expect(splitTax(0)).toEqual({ amount: 0, tax: 0 });
    for (const total of [1, 7, 99, 12345, 888_888, 10_000_000_01]) {
      const { amount, tax } = splitTax(total);
      expect(amount + tax).toBe(total);
      expect(Math.abs(tax - total * (6 / 106))).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('the invoice PDF shows 税率, 税额 and 价税合计（大写） as a Chinese VAT invoice does (issue 24 §5)', () => {
  it('draws the item with its amount before tax, the rate and the tax, 合计, and the total in capitals and figures', async () => {
    const pdf = await renderInvoicePdf({
      invoiceNo: '24000001',
      issuedAt: new Date('2026-11-02T02:30:00Z'),
      titleType: 'company',
      title: '上海示例文化传媒有限公司',
      taxNo: '91310000MA1FL0000X',
      email: 'finance@example.com',
      orderNo: 'GR202611020001',
      orderTitle: '视频直播 尊享版 一年',
      quantity: 1,
      amount: 299900,
    });
    const runs = pdfTextRuns(pdf);
    const text = runs.join('\n');
    expect(text).toContain('电子发票（普通发票）');
    // The columns, in the order of a VAT invoice.
    const headings = ['项目名称', '数量', '单价', '金额', '税率', '税额'].map((heading) => runs.indexOf(heading));
    expect(headings.every((index) => index >= 0)).toBe(true);
    expect([...headings].sort((a, b) => a - b)).toEqual(headings);
    // 2,999.00 including tax: 2,829.25 before tax, 6 %, 169.75 tax — on the item and on 合计.
    expect(runs.filter((run) => run === '¥2,829.25')).toHaveLength(3); // unit price, amount, 合计
    expect(runs).toContain('6%');
    expect(runs.filter((run) => run === '¥169.75')).toHaveLength(2);
    expect(runs).toContain('合计');
    expect(runs).toContain('价税合计（大写）');
    expect(runs).toContain('贰仟玖佰玖拾玖元整');
    expect(runs).toContain('（小写）');
    expect(runs).toContain('¥2,999.00');
  });
});
