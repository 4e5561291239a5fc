import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DateTimeField,
  ImageUploadField,
  imageFileProblem,
  ListField,
  NumberField,
  PhoneListField,
  RadioField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../src/kit';
import { listReturn, rememberListAddress } from '../src/kit/editor/listReturn';
import { getIn, setIn } from '../src/kit/editor/paths';
import { definePlugin } from '../src/plugin';
import { type FakeServices, renderPlugin } from '../src/testing';

type Field = { key: string; label: string };
type Values = {
  title: string;
  note: string;
  capacity: number | null;
  start: string | null;
  mode: 'text' | 'video';
  open: boolean;
  city: number | null;
  phones: string[];
  form: Field[];
  cover: string;
};
const initial: Values = {
  title: '',
  note: '',
  capacity: null,
  start: '2026-11-23T06:30:00.000Z',
  mode: 'text',
  open: true,
  city: null,
  phones: [],
  form: [
    { key: 'name', label: '姓名' },
    { key: 'phone', label: '手机号' },
    { key: 'company', label: '单位' },
  ],
  cover: '',
};

/** The last values the form reported, for the assertions. */
let seen: Values = initial;
let problems: Record<string, string> = {};

function Form() {
  const [values, setValues] = useState<Values>(initial);
  seen = values;
  const bind = <K extends keyof Values>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: Values[K]) => setValues((current) => ({ ...current, [name]: value })),
    error: problems[name],
  });
  const item = (index: number, label: string, node: ReactNode) => (
    <fieldset data-testid={`item-${index}`} aria-label={label}>
      {node}
    </fieldset>
  );
  return (
    <form>
      <TextField label="标题" required maxLength={10} {...bind('title')} />
      <TextAreaField label="备注" {...bind('note')} />
      <NumberField label="人数上限" nullable min={1} suffix="人" {...bind('capacity')} />
      <DateTimeField label="开始时间" {...bind('start')} />
      <RadioField
        label="直播类型"
        options={[
          { value: 'text', label: '图文直播' },
          { value: 'video', label: '视频直播' },
        ]}
        {...bind('mode')}
      />
      <SwitchField label="开放报名" {...bind('open')} />
      <SelectField
        label="城市"
        clearable
        options={[
          { value: 1, label: '杭州' },
          { value: 2, label: '上海' },
        ]}
        {...bind('city')}
      />
      <PhoneListField label="白名单" errors={problems.phones1 ? { '1': problems.phones1 } : undefined} {...bind('phones')} />
      <ListField
        label="报名表"
        itemName="字段"
        max={4}
        min={1}
        newItem={() => ({ key: 'custom', label: '' })}
        itemLabel={(field) => field.label || '新字段'}
        renderItem={(field, index) =>
          item(
            index,
            field.label,
            <input
              aria-label={`字段名称 ${index + 1}`}
              value={field.label}
              onChange={(event) => {
                const form = values.form.map((f, i) => (i === index ? { ...f, label: event.target.value } : f));
                setValues((current) => ({ ...current, form }));
              }}
            />,
          )
        }
        {...bind('form')}
      />
      <ImageUploadField label="封面" clearable {...bind('cover')} />
    </form>
  );
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => ctx.addRoute({ path: 'form', name: 'form', title: '表单', page: async () => ({ default: Form }) }),
});

async function open(http: Parameters<typeof renderPlugin>[1]['http'] = {}, services?: FakeServices) {
  problems = {};
  const view = renderPlugin(plugin, { path: '/form', http, services });
  await screen.findByLabelText('标题');
  return view;
}

const labels = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('editor fields: labelled, keyboard reachable, each with its problem under it', () => {
  it('text, text area, number with 不限, radio, switch and select report typed values', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '年会' } });
    expect(seen.title).toBe('年会');
    expect(screen.getByText('2/10')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '第一行\n第二行' } });
    expect(seen.note).toBe('第一行\n第二行');

    const unlimited = screen.getByRole('checkbox', { name: '人数上限 不限' });
    expect((unlimited as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('人数上限').hasAttribute('disabled')).toBe(true);
    fireEvent.click(unlimited);
    expect(seen.capacity).toBe(1);
    fireEvent.change(screen.getByLabelText('人数上限'), { target: { value: '200' } });
    await waitFor(() => expect(seen.capacity).toBe(200));
    fireEvent.click(screen.getByRole('checkbox', { name: '人数上限 不限' }));
    expect(seen.capacity).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '人数上限 不限' }));
    expect(seen.capacity).toBe(200);

    const group = screen.getByRole('radiogroup', { name: '直播类型' });
    fireEvent.click(within(group).getByRole('radio', { name: '视频直播' }));
    expect(seen.mode).toBe('video');

    const toggle = screen.getByRole('switch', { name: '开放报名' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(seen.open).toBe(false);

    fireEvent.click(screen.getByRole('combobox', { name: '城市' }));
    fireEvent.click(await screen.findByRole('option', { name: /上海/ }));
    expect(seen.city).toBe(2);
  }, 20_000);

  it('shows a date-time as the minute it is and keeps it as an ISO string', async () => {
    await open();
    const input = screen.getByLabelText('开始时间') as HTMLInputElement;
    const local = new Date('2026-11-23T06:30:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(input.value).toBe(`${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}`);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-12-01 09:15' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(seen.start).toBe(new Date(2026, 11, 1, 9, 15).toISOString()));
  });

  it('phone list: one number a line becomes the list, with the count and the refused numbers named', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('白名单'), { target: { value: '13800000000\n\n  13900000001 \n' } });
    expect(seen.phones).toEqual(['13800000000', '13900000001']);
    expect(screen.getByText(/共 2 个/)).toBeTruthy();
  });

  it('list: adds, removes and moves items with named buttons, the focus following the moved item', async () => {
    await open();
    expect(labels()).toEqual(['姓名', '手机号', '单位']);
    const down = screen.getByRole('button', { name: '下移「姓名」' });
    expect(screen.getByRole('button', { name: '上移「姓名」' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(down);
    expect(seen.form.map((f) => f.label)).toEqual(['手机号', '姓名', '单位']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移「姓名」' })));
    fireEvent.click(screen.getByRole('button', { name: '下移「姓名」' }));
    expect(seen.form.map((f) => f.label)).toEqual(['手机号', '单位', '姓名']);
    // At the end 下移 is disabled: the focus goes to 上移 of the same item.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '上移「姓名」' })));
    fireEvent.click(screen.getByRole('button', { name: '上移「单位」' }));
    expect(seen.form.map((f) => f.label)).toEqual(['单位', '手机号', '姓名']);

    fireEvent.click(screen.getByRole('button', { name: '添加字段' }));
    expect(seen.form).toHaveLength(4);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('字段名称 4')));
    expect(screen.getByRole('button', { name: '添加字段' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('字段名称 4'), { target: { value: '职务' } });
    fireEvent.click(screen.getByRole('button', { name: '删除「手机号」' }));
    expect(seen.form.map((f) => f.label)).toEqual(['单位', '姓名', '职务']);
  });

  it('image: checks type and size first with the server’s words, uploads FormData with progress, previews the answer', async () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('仅支持 JPG、PNG、WebP 图片');
    expect(imageFileProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe('图片不能超过 10 MB');
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('文件为空');
    expect(imageFileProblem({ type: 'image/webp', size: 1024 })).toBeNull();

    let release: () => void = () => {};
    const view = await open({
      'POST /api/upload/image': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              data: { id: 3, url: '/api/upload/file/a.png', thumbUrl: '/api/upload/file/a.thumb.png', width: 800, height: 450, size: 4, mimeType: 'image/png' },
            });
        }),
    });
    const button = screen.getByRole('button', { name: '封面 上传图片' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');

    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('仅支持 JPG、PNG、WebP 图片')).toBeTruthy();
    expect(view.services.requests).toHaveLength(0);
    expect(button.getAttribute('aria-invalid')).toBe('true');

    const file = new File(['\x89PNG'], 'cover.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('已上传 100%')).toBeTruthy();
    const sent = view.services.requests[0].data as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('cover.png');
    await act(async () => release());
    expect(seen.cover).toBe('/api/upload/file/a.png');
    expect(screen.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe('/api/upload/file/a.png');
    expect(screen.getByRole('button', { name: '封面 更换图片' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除图片' }));
    expect(seen.cover).toBe('');
  });

  it('image: the server’s refusal is shown under the field as it answers', async () => {
    const view = await open({ 'POST /api/upload/image': { code: 400, msg: '图片尺寸过大（最多 4000 万像素）' } });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'big.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('图片尺寸过大（最多 4000 万像素）')).toBeTruthy();
    expect(view.services.toasts).toEqual([]);
    expect(seen.cover).toBe('');
  });
});

describe('editor paths and the way back to a list', () => {
  it('reads and writes dotted paths without touching the rest', () => {
    const value = { watch: { mode: 'password', password: 'abcd' }, form: [{ label: 'a' }, { label: 'b' }] };
    expect(getIn(value, 'form.1.label')).toBe('b');
    const next = setIn(value, 'form.1.label', 'c');
    expect(next.form[1].label).toBe('c');
    expect(value.form[1].label).toBe('b');
    expect(next.watch).toBe(value.watch);
    expect(Array.isArray(next.form)).toBe(true);
  });

  it('goes back through history when the list is the previous entry, else to its remembered address', () => {
    sessionStorage.clear();
    expect(listReturn('/events')).toEqual({ href: '/events', historyBack: false });
    window.history.replaceState({ idx: 3 }, '');
    rememberListAddress('/events', '?status=ongoing');
    window.history.replaceState({ idx: 4 }, '');
    expect(listReturn('/events')).toEqual({ href: '/events?status=ongoing', historyBack: true });
    window.history.replaceState({ idx: 6 }, '');
    expect(listReturn('/events')).toEqual({ href: '/events?status=ongoing', historyBack: false });
    window.history.replaceState(null, '');
  });
});
