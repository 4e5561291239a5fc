import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 25: the kit's dialogs, side sheets, editor controls, banners and progress bars are Semi
// components no list shows before a choice; they load when first needed (ui/semiParts.tsx), not with
// the kit's file every list evaluates before it is live. Each test takes a fresh copy of the modules,
// with nothing loaded yet (the harness's setup loads the shared copy before the tests; tests/size and
// the end-to-end tests check the build).
const SEMI_MODAL = '@douyinfe/semi-ui/lib/es/modal';
const SEMI_BANNER = '@douyinfe/semi-ui/lib/es/banner';

async function freshParts() {
  vi.resetModules();
  return import('../src/ui/semiParts');
}

afterEach(() => {
  vi.doUnmock(SEMI_MODAL);
  vi.doUnmock(SEMI_BANNER);
});

describe('the kit’s lazily loaded Semi parts (issue 25)', () => {
  it('a closed dialog draws nothing and asks for nothing; opened, it says 加载中… over the page, then is Semi’s dialog', async () => {
    const { Modal } = await freshParts();
    const { rerender } = render(
      <Modal visible={false} title="删除直播">
        确定删除「年会」吗？
      </Modal>,
    );
    expect(document.querySelector('.semi-modal')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <Modal visible title="删除直播">
        确定删除「年会」吗？
      </Modal>,
    );
    // Not loaded while it was closed: the box says so until Semi's dialog is in.
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    await waitFor(() => expect(document.querySelector('.semi-modal')).not.toBeNull());
    expect(screen.getByText('确定删除「年会」吗？')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('with a closed dialog on the page, the person’s first press loads every part: an editor’s controls then show at once', async () => {
    const { Modal, Switch } = await freshParts();
    render(<Modal visible={false} title="删除直播" />);
    fireEvent.pointerDown(document.body);
    // The same module the part asked for: once it answers, the part has it.
    await import('@douyinfe/semi-ui/lib/es/switch');
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Switch aria-label="开启报名" />);
    expect(document.querySelector('.semi-switch')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('without that press, a control is a box of its place saying 加载中… until it is in', async () => {
    const { Switch } = await freshParts();
    render(<Switch aria-label="开启报名" />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    await waitFor(() => expect(document.querySelector('.semi-switch')).not.toBeNull());
  });

  it('a dialog that could not load says so with 重试, which asks again, and 关闭, which is its own cancel', async () => {
    let fail = true;
    vi.doMock(SEMI_MODAL, async (importOriginal) => {
      if (fail) throw new Error('offline');
      return importOriginal();
    });
    const { Modal } = await freshParts();
    const onCancel = vi.fn();
    render(
      <Modal visible title="删除直播" onCancel={onCancel}>
        确定删除「年会」吗？
      </Modal>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('内容加载失败，请重试');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(document.querySelector('.semi-modal')).not.toBeNull());
  });

  it('issue 25: before hydration, a part the server’s HTML shows whose module did not arrive is said (the page is then rendered anew)', async () => {
    vi.doMock(SEMI_BANNER, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { preloadKitParts } = await import('../src/ui/EmptyState');
    const root = document.createElement('div');
    root.innerHTML = '<label class="semi-radio"></label>';
    expect(await preloadKitParts(root)).toBe(true);
    root.innerHTML = '<label class="semi-radio"></label><div class="semi-banner"></div>';
    expect(await preloadKitParts(root)).toBe(false);
  });

  it('before hydration the browser loads those the server’s HTML shows, and the server is told their modules for their stylesheets', async () => {
    vi.resetModules();
    const { preloadKitParts, kitModulesShown } = await import('../src/ui/EmptyState');
    const { RadioGroup, Radio, InputNumber } = await import('../src/ui/semiParts');
    const root = document.createElement('div');
    root.innerHTML = '<div class="semi-radioGroup"><label class="semi-radio semi-radio-buttonRadio"></label></div>';
    expect(await preloadKitParts(root)).toBe(true);
    // The radio is in: drawn at once, as the server drew it. The number input is not.
    render(
      <RadioGroup type="button" aria-label="直播类型" value="video">
        <Radio value="video">视频直播</Radio>
      </RadioGroup>,
    );
    expect(document.querySelector('.semi-radio')).not.toBeNull();
    render(<InputNumber aria-label="名额" />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect(kitModulesShown(root.innerHTML)).toEqual(['@douyinfe/semi-ui/lib/es/radio']);
    expect(kitModulesShown('<div class="semi-switch semi-switch-checked"></div><div class="semi-banner"></div>')).toEqual([
      '@douyinfe/semi-ui/lib/es/switch',
      '@douyinfe/semi-ui/lib/es/banner',
    ]);
    // A dialog or side sheet is a portal: the server's HTML never shows one, but a drawer opened from
    // the address is marked, so that its sheet is in when the page is mounted.
    expect(kitModulesShown('<table class="semi-table"></table>')).toEqual([]);
    expect(kitModulesShown('<span class="gr-detail-drawer-item" hidden=""></span>')).toEqual(['@douyinfe/semi-ui/lib/es/sideSheet']);
  });
  it('settled(): at once when nothing loads; once a load in flight has arrived or failed, never rejecting (an editor’s shown parts before the rest, issue 25)', async () => {
    const { lazySemiModule } = await import('../src/ui/lazySemi');
    const answers: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
    const module = lazySemiModule('semi-test', null, () => new Promise<string>((resolve, reject) => answers.push({ resolve, reject })));
    const order: string[] = [];
    await module.settled().then(() => order.push('idle'));
    void module.load().catch(() => {});
    const first = module.settled().then(() => order.push('failed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['idle']);
    answers[0]?.reject(new Error('lost'));
    await first;
    void module.load();
    const second = module.settled().then(() => order.push('arrived'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['idle', 'failed']);
    answers[1]?.resolve('Semi');
    await second;
    expect(order).toEqual(['idle', 'failed', 'arrived']);
    expect(module.loaded()).toBe('Semi');
  });
});
