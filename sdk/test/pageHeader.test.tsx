import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../src/kit';
import { definePlugin } from '../src/plugin';
import { renderPlugin } from '../src/testing';

const plugin = definePlugin({
  id: 'page-header-test',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'overview', name: 'overview', title: '总览', page: async () => ({ default: () => <h1>总览</h1> }) });
    ctx.addRoute({
      path: 'overview/people',
      name: 'people',
      title: '人物',
      page: async () => ({ default: () => <PageHeader title="人物" backTo="/overview" backText="返回总览" /> }),
    });
    ctx.addRoute({
      path: 'overview/results',
      name: 'results',
      title: '结果',
      page: async () => ({
        default: () => (
          <section aria-labelledby="results-title">
            <PageHeader title="问卷结果" backTo="/overview" titleId="results-title" actions={<button type="button">导出</button>} />
          </section>
        ),
      }),
    });
  },
});

describe('PageHeader: a page that belongs to another shows the way back above its title', () => {
  it('renders the way back, then the one h1; the way back leads to the page it belongs to', async () => {
    const view = renderPlugin(plugin, { path: '/overview/people' });
    const heading = await screen.findByRole('heading', { level: 1, name: '人物' });
    const back = screen.getByRole('link', { name: '返回总览' });
    expect(back.getAttribute('href')).toBe('/overview');
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.closest('header')?.classList.contains('gr-page-header')).toBe(true);
    fireEvent.click(back);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/overview'));
  });

  it('with actions beside the title and the title naming its section: the header EditorPage and the survey results declare', async () => {
    renderPlugin(plugin, { path: '/overview/results' });
    const section = await screen.findByRole('region', { name: '问卷结果' });
    const heading = screen.getByRole('heading', { level: 1, name: '问卷结果' });
    const action = screen.getByRole('button', { name: '导出' });
    expect(section.contains(heading)).toBe(true);
    expect(action.closest('.gr-editor-actions')?.parentElement).toBe(heading.parentElement);
    expect(heading.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/overview');
  });
});
