import type { SurveyCreate, SurveyDetail, SurveyQuestion } from '@greenroom/contracts';
import { type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import microPlugin from '../src/index';
import { pageOf, requestsTo, survey } from './fixtures';

const questions: SurveyQuestion[] = [
  {
    kind: 'single',
    key: 'q1',
    title: '您的年龄段',
    required: true,
    options: [
      { key: 'a', label: '18–25' },
      { key: 'b', label: '26–35' },
    ],
  },
  { kind: 'rating', key: 'q2', title: '整体满意度', required: true },
  { kind: 'text', key: 'q3', title: '还有什么建议', required: false, multiline: true },
];

function detail(id: number, extra: Partial<SurveyDetail> = {}): SurveyDetail {
  return {
    ...survey(id, '年会满意度调查', { status: 0, questionCount: 3 }),
    identify: 'cookie',
    questions,
    questionsLocked: false,
    moves: [1],
    publicUrl: `http://localhost:8080/survey/${id}`,
    ...extra,
  };
}

const writes = (requests: FakeRequest[]) => requests.filter((r) => r.method !== 'GET');
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
/** The question items of the list being edited, in order (their names start 第 n 题). */
const questionItems = () => screen.getAllByRole('listitem').filter((item) => /^第 \d+ 题 /.test(item.getAttribute('aria-label') ?? ''));
const questionNamed = (n: number) => questionItems()[n - 1] as HTMLElement;
const titleInput = (item: HTMLElement) => within(item).getByLabelText('题目') as HTMLInputElement;

beforeAll(async () => {
  // Semi, the kit and the contracts' checks are slow to import in a cold worker.
  await Promise.all([import('../src/pages/SurveyEditorPage'), import('../src/pages/SurveyListPage')]);
  const { validateBody } = await import('@greenroom/sdk/kit');
  await validateBody('PUT /api/survey/{id}', { title: 'x', questions: [] });
}, 60_000);

beforeEach(() => sessionStorage.clear());

describe('micro plugin — the survey editor and results routes (issue 23)', () => {
  it('are /activity/other/question/:id and …/:id/results inside the console, keeping 问卷调查 highlighted', () => {
    const view = renderPlugin(microPlugin, { path: '/nowhere', http: {} });
    expect(view.contributions.routes).toContainEqual(
      expect.objectContaining({ path: 'activity/other/question/:id', name: 'question-editor', menuParent: 'question' }),
    );
    expect(view.contributions.routes).toContainEqual(
      expect.objectContaining({ path: 'activity/other/question/:id/results', name: 'question-results', menuParent: 'question' }),
    );
  });
});

describe('micro plugin — /activity/other/question/new', () => {
  it('adds a question of each kind, previews them, reorders by Alt+↓ and 上移, removes one, and creates once with stable keys', async () => {
    let answer: (value: { data: SurveyDetail }) => void = () => {};
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question/new',
      http: {
        'POST /api/survey': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '新建问卷' })).toBeTruthy();
    expect(screen.getByText('还没有题目：用下面的按钮添加')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '每个浏览器一份' })).toHaveProperty('checked', true);
    const preview = screen.getByRole('figure', { name: '答卷页预览' });

    fireEvent.change(screen.getByLabelText('问卷标题'), { target: { value: '年会满意度调查' } });
    for (const kind of ['单选题', '多选题', '填空题', '评分题']) fireEvent.click(screen.getByRole('button', { name: `添加${kind}` }));
    expect(questionItems()).toHaveLength(4);
    // The focus goes into the question just added.
    await waitFor(() => expect(document.activeElement).toBe(titleInput(questionNamed(4))));
    fireEvent.change(titleInput(questionNamed(1)), { target: { value: '您的年龄段' } });
    fireEvent.change(titleInput(questionNamed(2)), { target: { value: '您参加了哪些环节' } });
    fireEvent.change(titleInput(questionNamed(3)), { target: { value: '还有什么建议' } });
    fireEvent.change(titleInput(questionNamed(4)), { target: { value: '整体满意度' } });
    // A choice starts with two options; options are edited in place.
    const options = within(questionNamed(1)).getAllByRole('textbox').slice(1);
    expect(options.map((input) => (input as HTMLInputElement).value)).toEqual(['选项1', '选项2']);
    fireEvent.change(within(questionNamed(1)).getByLabelText('选项 1'), { target: { value: '18–25' } });
    fireEvent.change(within(questionNamed(1)).getByLabelText('选项 2'), { target: { value: '26–35' } });
    fireEvent.click(within(questionNamed(1)).getByRole('button', { name: '添加选项' }));
    fireEvent.change(within(questionNamed(1)).getByLabelText('选项 3'), { target: { value: '36 岁以上' } });
    // The text question is multiline; the survey counts by phone.
    fireEvent.click(within(questionNamed(3)).getByRole('switch', { name: '多行文本' }));
    fireEvent.click(screen.getByRole('radio', { name: '每个手机号一份' }));

    // The preview shows the respondent's page as it is typed.
    expect(within(preview).getByText('1. 您的年龄段')).toBeTruthy();
    expect(within(preview).getByText('36 岁以上')).toBeTruthy();
    expect(within(preview).getByText('4. 整体满意度')).toBeTruthy();
    expect(within(preview).getByText('请输入 11 位手机号')).toBeTruthy();

    // Alt+↓ in the focused question's title moves the question; the focus stays in that input.
    const rating = titleInput(questionNamed(4));
    fireEvent.change(rating, { target: { value: '整体满意度' } });
    const moved = titleInput(questionNamed(1));
    moved.focus();
    fireEvent.keyDown(moved, { key: 'ArrowDown', altKey: true });
    await waitFor(() =>
      expect(questionItems().map((item) => titleInput(item).value)).toEqual(['您参加了哪些环节', '您的年龄段', '还有什么建议', '整体满意度']),
    );
    expect(document.activeElement).toBe(moved);
    expect(screen.getByText('「您的年龄段」已移到第 2 位')).toBeTruthy();
    // An option's Alt+↑ moves the option inside its question, not the question.
    const third = within(questionNamed(2)).getByLabelText('选项 3');
    fireEvent.keyDown(third, { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect((within(questionNamed(2)).getByLabelText('选项 2') as HTMLInputElement).value).toBe('36 岁以上'));
    expect(titleInput(questionNamed(2)).value).toBe('您的年龄段');
    // 上移 by button: the focus follows the moved question's button.
    fireEvent.click(screen.getByRole('button', { name: '上移「整体满意度」' }));
    await waitFor(() =>
      expect(questionItems().map((item) => titleInput(item).value)).toEqual(['您参加了哪些环节', '您的年龄段', '整体满意度', '还有什么建议']),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '上移「整体满意度」' })));
    expect(within(preview).getByText('3. 整体满意度')).toBeTruthy();
    // 删除 a question.
    fireEvent.click(screen.getByRole('button', { name: '删除「您参加了哪些环节」' }));
    expect(questionItems()).toHaveLength(3);

    save();
    save();
    await waitFor(() => expect(writes(view.services.requests)).toHaveLength(1));
    const sent = (writes(view.services.requests)[0] as FakeRequest & { data: SurveyCreate }).data;
    expect(sent).toMatchObject({
      title: '年会满意度调查',
      description: '',
      identify: 'phone',
      questions: [
        { kind: 'single', title: '您的年龄段', required: true, options: [{ label: '18–25' }, { label: '36 岁以上' }, { label: '26–35' }] },
        { kind: 'rating', title: '整体满意度', required: true },
        { kind: 'text', title: '还有什么建议', required: true, multiline: true },
      ],
    });
    expect(sent.requestKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // Keys made once, distinct, in the contract's format.
    const keys = sent.questions.flatMap((question) => [question.key, ...('options' in question ? question.options.map((option) => option.key) : [])]);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]{8}$/);
    expect(new Set(sent.questions.map((question) => question.key)).size).toBe(3);

    await act(async () => answer({ data: detail(41, { ...sent, identify: 'phone', questions: sent.questions as SurveyQuestion[] }) }));
    expect(await screen.findByRole('heading', { level: 1, name: '编辑问卷「年会满意度调查」' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/activity/other/question/41');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(writes(view.services.requests)).toHaveLength(1);
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();
  }, 40_000);

  it('puts each refused value’s message under its field — an option’s under that option — and sends nothing', async () => {
    const view = renderPlugin(microPlugin, { path: '/activity/other/question/new', http: { 'POST /api/survey': { data: detail(42) } } });
    await screen.findByRole('heading', { level: 1, name: '新建问卷' });
    fireEvent.click(screen.getByRole('button', { name: '添加填空题' }));
    fireEvent.click(screen.getByRole('button', { name: '添加评分题' }));
    fireEvent.click(screen.getByRole('button', { name: '添加单选题' }));
    fireEvent.change(titleInput(questionNamed(1)), { target: { value: '建议' } });
    fireEvent.change(titleInput(questionNamed(3)), { target: { value: '最喜欢的环节' } });
    fireEvent.change(within(questionNamed(3)).getByLabelText('选项 1'), { target: { value: '' } });
    save();

    const titleError = await screen.findByText('请输入问卷标题');
    expect(screen.getByLabelText('问卷标题').getAttribute('aria-describedby')).toContain(titleError.id);
    // questions.1.title: under the second question's title.
    const second = titleInput(questionNamed(2));
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(within(questionNamed(2)).getByText('请输入题目').id).toBe(second.getAttribute('aria-describedby')?.split(' ')[0]);
    // questions.2.options.0.label: under that option's input.
    const option = within(questionNamed(3)).getByLabelText('选项 1');
    expect(option.getAttribute('aria-invalid')).toBe('true');
    const optionError = within(questionNamed(3)).getByText('请输入选项内容');
    expect(option.getAttribute('aria-describedby')).toContain(optionError.id);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('问卷标题')));
    expect(writes(view.services.requests)).toHaveLength(0);

    // Two options alike: the options' own problem, under the options.
    fireEvent.change(screen.getByLabelText('问卷标题'), { target: { value: '年会调查' } });
    fireEvent.change(second, { target: { value: '打个分' } });
    fireEvent.change(option, { target: { value: '选项2' } });
    save();
    expect(await within(questionNamed(3)).findByText('选项内容不能重复')).toBeTruthy();
    expect(writes(view.services.requests)).toHaveLength(0);
    fireEvent.change(option, { target: { value: '抽奖' } });
    save();
    await waitFor(() => expect(writes(view.services.requests)).toHaveLength(1));
  }, 30_000);

  it('drags a question by its handle to another place', async () => {
    renderPlugin(microPlugin, { path: '/activity/other/question/new', http: {} });
    await screen.findByRole('heading', { level: 1, name: '新建问卷' });
    for (const kind of ['单选题', '填空题', '评分题']) fireEvent.click(screen.getByRole('button', { name: `添加${kind}` }));
    ['甲', '乙', '丙'].forEach((title, index) => {
      fireEvent.change(titleInput(questionNamed(index + 1)), { target: { value: title } });
    });
    // Lay the items out 100 px apart (happy-dom draws nothing).
    questionItems().forEach((item, index) => {
      item.getBoundingClientRect = () => ({
        top: index * 100,
        bottom: index * 100 + 90,
        height: 90,
        left: 0,
        right: 600,
        width: 600,
        x: 0,
        y: index * 100,
        toJSON: () => ({}),
      });
    });
    const handle = questionNamed(1).querySelector('[data-action="drag"]') as HTMLElement;
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 45 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 120 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 260 });
    expect(questionNamed(1).style.transform).toBe('translateY(215px)');
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 260 });
    await waitFor(() => expect(questionItems().map((item) => titleInput(item).value)).toEqual(['乙', '丙', '甲']));
  }, 20_000);
});

describe('micro plugin — /activity/other/question/:id', () => {
  it('loads the survey; publishes it with the move its detail allows, then shows its state, the answer link and 结束', async () => {
    let published = false;
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question/7',
      http: {
        'GET /api/survey/:id': () => ({ data: published ? detail(7, { status: 1, statusText: '收集中', moves: [2] }) : detail(7) }),
        // The move answers the list's row (no moves): the editor reads the survey again.
        'PUT /api/survey/status/:id': () => {
          published = true;
          return { data: survey(7, '年会满意度调查', { status: 1 }) };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '编辑问卷「年会满意度调查」' })).toBeTruthy();
    expect(questionItems().map((item) => titleInput(item).value)).toEqual(['您的年龄段', '整体满意度', '还有什么建议']);
    expect(screen.getByText('草稿')).toBeTruthy();
    // A draft has no answer page yet.
    expect(screen.queryByRole('button', { name: '复制答卷链接' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看结果' }).getAttribute('href')).toBe('/activity/other/question/7/results');

    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定发布「年会满意度调查」吗/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '结束' })).toBeTruthy());
    expect(requestsTo(view.services.requests, 'PUT', '/api/survey/status/7')[0]?.params).toEqual({ status: 1 });
    expect(requestsTo(view.services.requests, 'GET', '/api/survey/7')).toHaveLength(2);
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已发布，开始收集答卷' });
    expect(screen.getByText('收集中')).toBeTruthy();
    expect(screen.getByRole('link', { name: '打开答卷页' }).getAttribute('href')).toBe('http://localhost:8080/survey/7');
    expect(screen.getByRole('button', { name: '复制答卷链接' })).toBeTruthy();
  }, 20_000);

  it('shows the questions read-only with the reason once answers exist, and saves them unchanged', async () => {
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question/8',
      http: {
        'GET /api/survey/:id': { data: detail(8, { status: 1, questionsLocked: true, moves: [2] }) },
        'PUT /api/survey/:id': (request) => ({ data: { ...detail(8, { status: 1, questionsLocked: true, moves: [2] }), ...(request.data as object) } }),
      },
    });
    expect(await screen.findByText('问卷已有答卷，题目不能再修改')).toBeTruthy();
    const list = screen.getByRole('list', { name: '题目' });
    expect(within(list).getByText('您的年龄段')).toBeTruthy();
    expect(within(list).getByText('18–25')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加单选题' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^上移/ })).toBeNull();
    // Only the title and the description are typed into.
    expect(screen.getAllByRole('textbox')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('问卷标题'), { target: { value: '年会满意度调查（第二轮）' } });
    save();
    await waitFor(() => expect(writes(view.services.requests)).toHaveLength(1));
    expect(writes(view.services.requests)[0]?.data).toEqual({ title: '年会满意度调查（第二轮）', description: '', identify: 'cookie', questions });
  }, 20_000);

  it('a refusal naming a question’s field goes under it', async () => {
    renderPlugin(microPlugin, {
      path: '/activity/other/question/9',
      http: {
        'GET /api/survey/:id': { data: detail(9) },
        'PUT /api/survey/:id': { code: 400, msg: '参数错误：questions.0.options.1.label 选项内容含有不允许的字词' },
      },
    });
    await screen.findByRole('heading', { level: 1, name: '编辑问卷「年会满意度调查」' });
    save();
    const option = within(questionNamed(1)).getByLabelText('选项 2');
    await waitFor(() => expect(option.getAttribute('aria-invalid')).toBe('true'));
    expect(within(questionNamed(1)).getByText('选项内容含有不允许的字词')).toBeTruthy();
  }, 20_000);
});

describe('micro plugin — the survey list’s way into the editor and the results', () => {
  it('新建问卷, 编辑 and 查看结果 are links in this tab; 复制链接 only for a published or closed survey', async () => {
    const writeText: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void writeText.push(text) } });
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question?status=collecting',
      http: {
        'GET /api/survey/list': pageOf([survey(3, '年会投票', { status: 1 }), survey(4, '草稿问卷', { status: 0 })]),
        'GET /api/survey/:id': { data: detail(3, { title: '年会投票' }) },
      },
    });
    expect((await screen.findByRole('link', { name: '新建问卷' })).getAttribute('href')).toBe('/activity/other/question/new');
    expect((await screen.findByRole('link', { name: '编辑 年会投票' })).getAttribute('href')).toBe('/activity/other/question/3');
    expect(screen.getByRole('link', { name: '查看结果 年会投票' }).getAttribute('href')).toBe('/activity/other/question/3/results');
    // 复制链接 is under 更多 (inlineActions={3}); a draft has no answer page, so no link.
    fireEvent.click(screen.getByRole('button', { name: '更多 草稿问卷' }));
    expect(screen.queryByRole('menuitem', { name: '复制链接 草稿问卷' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: '更多 年会投票' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '复制链接 年会投票' }));
    await waitFor(() => expect(writeText).toEqual([`${view.services.config.products.survey.base.replace(/\/$/, '')}/survey/3`]));
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '答卷链接已复制' });

    fireEvent.click(screen.getByRole('link', { name: '编辑 年会投票' }));
    expect(await screen.findByRole('heading', { level: 1, name: '编辑问卷「年会投票」' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/activity/other/question?status=collecting');
  }, 20_000);
});
