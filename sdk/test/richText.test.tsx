import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextField } from '../src/kit';
import { cleanHtml, normalizeHtml, textToHtml } from '../src/kit/editor/fields/richText';
import { definePlugin } from '../src/plugin';
import { renderPlugin } from '../src/testing';

// Under happy-dom (not in browsers) DOMPurify drops the tags of the first top-level element it is
// given: the sanitizer the field loads gets a sacrificial wrapper here, and does the rest as is.
vi.mock('../src/ui/sanitize', async (original) => {
  const { sanitizeHtml } = await original<typeof import('../src/ui/sanitize')>();
  return { sanitizeHtml: (html: string) => sanitizeHtml(`<div>${html}</div>`) };
});
const { sanitizeHtml } = await import('../src/ui/sanitize');

let seen = '';
let start = '<p>原有<b>简介</b></p>';

function Form() {
  const [html, setHtml] = useState(start);
  seen = html;
  return (
    <RichTextField
      name="description"
      label="简介"
      placeholder="介绍一下这场直播"
      value={html}
      onChange={setHtml}
      error={html.length > 200 ? '简介过长' : undefined}
    />
  );
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => ctx.addRoute({ path: 'form', name: 'form', title: '表单', page: async () => ({ default: Form }) }),
});

async function open(initial = '<p>原有<b>简介</b></p>') {
  start = initial;
  renderPlugin(plugin, { path: '/form', http: {} });
  const box = await screen.findByRole('textbox', { name: '简介' });
  await waitFor(() => expect(box.getAttribute('contenteditable')).toBe('true'));
  return box;
}

afterEach(() => {
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('RichTextField: a description with a small toolbar, kept as sanitized HTML', () => {
  it('keeps only what the toolbar makes: scripts, handlers, styles, media and foreign links go', () => {
    const dirty =
      '<div onclick="x()"><h1 style="color:red">标题</h1><p>正文<script>alert(1)</script><img src=x onerror=y()><span class="c">词</span> <a href="javascript:alert(1)">坏链接</a> <a href="https://example.com" target="_blank">好链接</a></p><table><tr><td>格</td></tr></table></div>';
    expect(cleanHtml(dirty, sanitizeHtml)).toBe('<p><h2>标题</h2><p>正文词 坏链接 <a href="https://example.com">好链接</a></p>格</p>');
    expect(textToHtml('第一段\n第二行\n\n<第二段>')).toBe('<p>第一段<br>第二行</p><p>&lt;第二段&gt;</p>');
    const root = document.createElement('div');
    root.innerHTML = '<p><br></p>';
    expect(normalizeHtml(root)).toBe('');
  });

  it('shows the value sanitized, reports typing as HTML, and is named and described', async () => {
    const box = await open('<p>原有<b>简介</b><img src=x onerror="alert(1)"></p>');
    expect(box.innerHTML).toBe('<p>原有<b>简介</b></p>');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    box.innerHTML = '<p>新的简介</p>';
    fireEvent.input(box);
    expect(seen).toBe('<p>新的简介</p>');
    // The typing's own value is not put back (the caret would jump).
    expect(box.innerHTML).toBe('<p>新的简介</p>');
    box.innerHTML = `<p>${'长'.repeat(201)}</p>`;
    fireEvent.input(box);
    const error = await screen.findByText('简介过长');
    expect(box.getAttribute('aria-describedby')).toContain(error.id);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('toolbar: one tab stop, arrows move along it, each button runs its command on the text', async () => {
    const exec = vi.fn(() => true);
    (document as { execCommand?: unknown }).execCommand = exec;
    await open();
    const toolbar = screen.getByRole('toolbar', { name: '简介格式' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['加粗', '斜体', '下划线', '小标题', '无序列表', '有序列表', '链接', '清除格式']);
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1]);
    buttons[0].focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(document.activeElement).toBe(buttons[7]);
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);

    for (const name of ['加粗', '斜体', '下划线', '小标题', '无序列表', '有序列表', '清除格式']) fireEvent.click(within(toolbar).getByRole('button', { name }));
    expect(exec.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      'bold',
      'italic',
      'underline',
      'formatBlock',
      'insertUnorderedList',
      'insertOrderedList',
      'removeFormat',
      'unlink',
    ]);
  });

  it('link: asks for an http(s) address and inserts it', async () => {
    const box = await open('');
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    const address = screen.getByRole('textbox', { name: '链接地址' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入以 http:// 或 https:// 开头的地址')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '链接地址' }), { target: { value: 'https://example.com/a?b=1&c=2' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(box.innerHTML).toBe('<a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>');
    expect(seen).toBe(box.innerHTML);
    expect(screen.queryByRole('textbox', { name: '链接地址' })).toBeNull();
  });

  it('pastes sanitized HTML (or plain text as paragraphs)', async () => {
    const box = await open('');
    const paste = (data: Record<string, string>) => fireEvent.paste(box, { clipboardData: { getData: (type: string) => data[type] ?? '' } });
    paste({ 'text/html': '<p onclick="x()">粘贴<script>alert(1)</script><b style="color:red">加粗</b><img src=x onerror=y()></p>', 'text/plain': '粘贴加粗' });
    await waitFor(() => expect(seen).toBe('<p>粘贴<b>加粗</b></p>'));
    paste({ 'text/plain': '纯文本<i>' });
    await waitFor(() => expect(seen).toBe('<p>粘贴<b>加粗</b></p><p>纯文本&lt;i&gt;</p>'));
  });
});
