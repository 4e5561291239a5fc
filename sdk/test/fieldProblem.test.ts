import { describe, expect, it } from 'vitest';
import { fieldProblem, serverFieldErrors } from '../src/kit';

describe('fieldProblem — issue 24 §3 "a server message is shown in the console’s words; errors name the field in Chinese"', () => {
  it('参数错误：title 不能为空 under a field labelled 名称 reads 请输入名称', () => {
    const errors = serverFieldErrors('参数错误：title 不能为空');
    expect(errors).toEqual({ title: '不能为空' });
    expect(fieldProblem(errors?.title ?? '', '名称')).toBe('请输入名称');
  });

  it('a missing choice asks to choose; the contracts’ check’s 请选择有效的选项 likewise', () => {
    expect(fieldProblem('不能为空', '城市', { choice: true })).toBe('请选择城市');
    expect(fieldProblem('请选择有效的选项', '直播类型', { choice: true })).toBe('请选择直播类型');
  });

  it('a reason that names no field is said of the field; one that names it or asks already stays', () => {
    expect(fieldProblem('长度不能超过 50 个字符', '名称')).toBe('名称长度不能超过 50 个字符');
    expect(fieldProblem('最多 500 个字', '简介')).toBe('简介最多 500 个字');
    expect(fieldProblem('标题最多 60 个字', '标题')).toBe('标题最多 60 个字');
    expect(fieldProblem('请输入问卷标题', '问卷标题')).toBe('请输入问卷标题');
  });
});
