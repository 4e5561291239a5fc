import type { SurveyDetail } from '@greenroom/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StatusMap } from '../src/format';
import { type EditorMoveItem, EditorPage, EditorSection, TextField, useEditor, useEditorMoves } from '../src/kit';
import { definePlugin } from '../src/plugin';
import { renderPlugin } from '../src/testing';

// A move call that answers the list's row (no `moves`) and numeric states: a survey's
// `PUT /api/survey/status/{id}?status=1|2` (issue 23).

const detail = (status: 0 | 1 | 2, moves: (0 | 1 | 2)[], title = '年会调查'): SurveyDetail => ({
  id: 7,
  title,
  description: '',
  status,
  statusText: '',
  questionCount: 1,
  answerCount: 0,
  answersToday: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  publishedAt: null,
  closedAt: null,
  identify: 'cookie',
  questions: [{ kind: 'rating', key: 'q1', title: '打分', required: true }],
  questionsLocked: false,
  moves,
  publicUrl: 'http://localhost/survey/7',
});

const STATUS: StatusMap<'0' | '1' | '2'> = {
  0: { text: '草稿', color: 'grey' },
  1: { text: '收集中', color: 'green' },
  2: { text: '已结束', color: 'orange' },
};
const publish = { text: '发布', question: (title: string) => `确定发布「${title}」吗？`, done: '已发布' };
const reopen = { text: '重新开启', question: (title: string) => `确定重新开启「${title}」吗？`, done: '已重新开启' };
const close = { text: '结束', question: (title: string) => `确定结束「${title}」吗？`, done: '已结束' };

function SurveyEditor() {
  const editor = useEditor({
    id: useParams().id,
    calls: { load: 'GET /api/survey/{id}', create: 'POST /api/survey', update: 'PUT /api/survey/{id}' },
    empty: () => ({ title: '', description: '', identify: 'cookie' as const, questions: [] as SurveyDetail['questions'] }),
    toValues: ({ title, description, identify, questions }) => ({ title, description, identify, questions }),
    editPath: (id) => `/surveys/${id}`,
  });
  const actions = useEditorMoves(editor, {
    call: 'PUT /api/survey/status/{id}',
    // One target, two words: where the survey comes from names the move.
    moves: { 1: (item: EditorMoveItem) => (item.status === 0 ? publish : reopen), 2: close },
    status: STATUS,
    statusLabel: '状态',
  });
  return (
    <EditorPage editor={editor} what="问卷" backTo="/surveys" actions={actions}>
      <EditorSection title="基本信息">
        <TextField label="问卷标题" {...editor.bind('title')} />
      </EditorSection>
    </EditorPage>
  );
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => ctx.addRoute({ path: 'surveys/:id', name: 'survey', title: '问卷', page: async () => ({ default: SurveyEditor }) }),
});

describe('useEditorMoves with numeric states and a move answering the row', () => {
  it('names a move by where the item comes from, PUTs the number, then reads the item again for its moves, keeping unsaved typing', async () => {
    let current = detail(0, [1]);
    const view = renderPlugin(plugin, {
      path: '/surveys/7',
      http: {
        'GET /api/survey/:id': () => ({ data: current }),
        'PUT /api/survey/status/:id': (request) => {
          const to = Number((request.params as { status: number }).status) as 1 | 2;
          current = detail(to, to === 1 ? [2] : [1]);
          // The row of the list, without moves.
          const { identify: _i, questions: _q, questionsLocked: _l, moves: _m, publicUrl: _p, ...row } = current;
          return { data: row };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '发布' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '发布' }));
    await screen.findByRole('button', { name: '结束' });
    expect(screen.getByText('收集中')).toBeTruthy();
    expect(view.services.requests.filter((r) => r.method === 'PUT')[0]?.params).toEqual({ status: 1 });
    expect(view.services.requests.filter((r) => r.method === 'GET')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('问卷标题'), { target: { value: '年会调查（改）' } });
    fireEvent.click(screen.getByRole('button', { name: '结束' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '结束' }));
    // A closed survey is reopened, not published.
    expect(await screen.findByRole('button', { name: '重新开启' })).toBeTruthy();
    expect(screen.getByText('已结束')).toBeTruthy();
    expect((screen.getByLabelText('问卷标题') as HTMLInputElement).value).toBe('年会调查（改）');
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '已结束' }));
  });
});
