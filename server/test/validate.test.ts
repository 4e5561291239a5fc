/**
 * The Chinese "参数错误" message of a refused input: a field's own message when its schema gives
 * one (a phone pattern, a date format), else one made from what was wrong.
 */
import * as contracts from '@greenroom/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as validate from '../src/lib/validate';

/** The msg parseInput refuses `input` with. */
function refusal(schema: z.ZodType, input: unknown): string {
  try {
    validate.parseInput(schema, input);
  } catch (error) {
    expect(error).toMatchObject({ name: 'ApiError', code: 400 });
    return (error as Error).message;
  }
  throw new Error('the input was accepted');
}

const booking = { serviceDate: '2030-05-01', city: '杭州市', address: '西湖区文三路 478 号', contactName: '王晓敏', contactPhone: '13912345678' };

describe('parseInput messages', () => {
  it("keep a pattern's own message after the field name", () => {
    expect(refusal(contracts.trxorderBookingInput, { ...booking, contactPhone: '12345' })).toBe('参数错误：contactPhone 必须是 11 位手机号');
    expect(refusal(contracts.trxorderBookingInput, { ...booking, serviceDate: '2030-5-1' })).toBe('参数错误：serviceDate 必须是 YYYY-MM-DD 格式的日期');
    expect(refusal(z.object(contracts.dateRange), { startDate: '20240501' })).toBe('参数错误：startDate 必须是 YYYY-MM-DD 格式的日期');
  });

  it("keep a refinement's own message, on the path it names", () => {
    expect(refusal(z.object(contracts.dateRange).refine(...contracts.dateRangeOrdered), { startDate: '2024-05-02', endDate: '2024-05-01' })).toBe(
      '参数错误：endDate 不能早于 startDate',
    );
  });

  it('say 格式不正确 for a pattern without a message of its own, and 无效 for a bare refinement', () => {
    expect(refusal(z.object({ file: z.string().regex(/^\d+\.svg$/) }), { file: 'a.png' })).toBe('参数错误：file 格式不正确');
    expect(refusal(z.object({ n: z.number().refine((n) => n % 2 === 0) }), { n: 3 })).toBe('参数错误：n 无效');
  });

  it('describe type, range and choice errors in Chinese', () => {
    expect(refusal(z.object(contracts.paging()), { pageSize: '101' })).toBe('参数错误：pageSize 不能大于 100');
    expect(refusal(contracts.idParams, { id: 'abc' })).toBe('参数错误：id 必须是数字');
    expect(refusal(z.object({ status: z.enum(['paid', 'unpaid']) }), { status: 'done' })).toBe('参数错误：status 只能是 paid、unpaid 之一');
  });
});

describe('query building blocks', () => {
  it('are the contracts’ own, so the server checks what the documentation shows', () => {
    expect(validate.idParams).toBe(contracts.idParams);
    expect(validate.paging).toBe(contracts.paging);
    expect(validate.queryInt).toBe(contracts.queryInt);
    expect(validate.queryText).toBe(contracts.queryText);
  });
});
