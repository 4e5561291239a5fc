import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useHttp } from '../src/hooks';
import { FormDialog, type FormField, serverFieldError, validateForm } from '../src/kit';
import { definePlugin } from '../src/plugin';
import type { HttpResult } from '../src/services';
import { renderPlugin } from '../src/testing';

type Values = { kind: string; name: string; code: string; city: number | undefined };
const fields: FormField<Values>[] = [
  {
    name: 'kind',
    label: '类型',
    type: 'radio',
    options: [
      { value: 'a', label: '个人' },
      { value: 'b', label: '企业' },
    ],
    required: true,
  },
  { name: 'name', label: '名称', required: true },
  {
    name: 'code',
    label: '代码',
    required: true,
    hidden: (v) => v.kind !== 'b',
    normalize: (t) => t.toUpperCase(),
    validate: (v) => !/^[A-Z]{3}$/.test(String(v)) && '代码应为 3 个字母',
  },
  {
    name: 'city',
    label: '城市',
    type: 'select',
    options: [
      { value: 1, label: '杭州' },
      { value: 2, label: '上海' },
    ],
  },
];

function Screen() {
  const http = useHttp('/api');
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState<string>('');
  return (
    <>
      <p>{done}</p>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <FormDialog<Values>
        title="新建"
        visible={open}
        initialValues={{ kind: 'a', name: '', code: '', city: undefined }}
        fields={fields}
        okText="保存"
        submit={(values) => http.post('/save', { data: values, silent: true }) as Promise<HttpResult<unknown>>}
        successText="已保存"
        onDone={() => {
          setOpen(false);
          setDone('完成');
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => ctx.addRoute({ path: 'form', name: 'form', title: '表单', page: async () => ({ default: Screen }) }),
});
const dialog = () => screen.getByRole('dialog', { name: '新建' });

describe('FormDialog: a small form declared, checked, and refused on its field', () => {
  it('reads the field the server names in 参数错误', () => {
    expect(serverFieldError('参数错误：taxNo 纳税人识别号应为 15 位')).toEqual({ field: 'taxNo', reason: '纳税人识别号应为 15 位' });
    expect(serverFieldError('参数错误：booking.city 不能为空')).toEqual({ field: 'booking.city', reason: '不能为空' });
    expect(serverFieldError('订单已支付，不能取消')).toBeNull();
  });

  it('checks required fields and rules of the shown fields only', () => {
    expect(validateForm(fields, { kind: 'a', name: ' ', code: '', city: undefined })).toEqual({ name: '请输入名称' });
    expect(validateForm(fields, { kind: 'b', name: '甲', code: 'AB', city: undefined })).toEqual({ code: '代码应为 3 个字母' });
  });

  it('says what is missing on 确定, ties each error to its field, normalizes as typed, then sends the trimmed values', async () => {
    const view = renderPlugin(plugin, { path: '/form', http: { 'POST /api/save': { data: { id: 1 } } } });
    await screen.findByRole('dialog', { name: '新建' });
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));
    const error = await within(dialog()).findByText('请输入名称');
    const name = within(dialog()).getByLabelText('名称');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    expect(within(dialog()).queryByLabelText('代码')).toBeNull();
    fireEvent.click(within(dialog()).getByText('企业'));
    fireEvent.change(within(dialog()).getByLabelText('代码'), { target: { value: 'abc' } });
    expect((within(dialog()).getByLabelText('代码') as HTMLInputElement).value).toBe('ABC');
    fireEvent.change(name, { target: { value: '  甲方  ' } });
    fireEvent.click(within(dialog()).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: /上海/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(view.services.requests[0]?.data).toEqual({ kind: 'b', name: '甲方', code: 'ABC', city: 2 }));
    expect(await screen.findByText('完成')).toBeTruthy();
    expect(view.services.toasts).toEqual([{ type: 'success', text: '已保存' }]);
  }, 15000);

  it('issue 24 §3: the server’s reason is said of the field in Chinese (参数错误：name 不能为空 → 请输入名称)', async () => {
    renderPlugin(plugin, { path: '/form', http: { 'POST /api/save': { code: 400, msg: '参数错误：name 不能为空' } } });
    await screen.findByRole('dialog', { name: '新建' });
    fireEvent.change(within(dialog()).getByLabelText('名称'), { target: { value: '甲方' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));
    const error = await within(dialog()).findByText('请输入名称');
    expect(within(dialog()).getByLabelText('名称').getAttribute('aria-describedby')).toBe(error.id);
    expect(within(dialog()).queryByText(/不能为空|参数错误/)).toBeNull();
  });

  it('shows a server refusal on the field it names, or above the fields, and stays open', async () => {
    const replies = [
      { code: 400, msg: '参数错误：name 名称已存在' },
      { code: 409, msg: '状态已变化，请刷新' },
    ];
    renderPlugin(plugin, { path: '/form', http: { 'POST /api/save': () => replies.shift() ?? { data: null } } });
    await screen.findByRole('dialog', { name: '新建' });
    fireEvent.change(within(dialog()).getByLabelText('名称'), { target: { value: '甲方' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));
    const error = await within(dialog()).findByText('名称已存在');
    expect(within(dialog()).getByLabelText('名称').getAttribute('aria-describedby')).toBe(error.id);
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));
    expect(await within(dialog()).findByText('状态已变化，请刷新')).toBeTruthy();
    expect(screen.queryByText('完成')).toBeNull();
  });
});
