import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from '../src/kit';
import { definePlugin } from '../src/plugin';
import { createRouteRef } from '../src/routeRefs';
import { renderPlugin } from '../src/testing';

const editorRef = createRouteRef({ id: 'row-editor', params: ['id'] });

function ListScreen() {
  return (
    <ButtonLink to={editorRef} params={{ id: 'new' }} aria-label="新建直播">
      新建
    </ButtonLink>
  );
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => {
    ctx.addRoute({ path: 'rows', name: 'rows', title: '列表', page: async () => ({ default: ListScreen }) });
    ctx.addRoute({ ref: editorRef, path: 'rows/:id', title: '编辑', page: async () => ({ default: () => <h1>编辑页</h1> }) });
  },
});

describe('ButtonLink', () => {
  it('is a real link to the route, looking like the primary button, followed in the same tab', async () => {
    renderPlugin(plugin, { path: '/rows' });
    const link = await screen.findByRole('link', { name: '新建直播' });
    expect(link.getAttribute('href')).toMatch(/\/rows\/new$/);
    expect(link.className).toBe('semi-button semi-button-primary semi-button-solid');
    expect(link.querySelector('.semi-button-content')?.textContent).toBe('新建');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: '编辑页' })).toBeTruthy();
  });
});
