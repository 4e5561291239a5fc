import { createRouteRef, definePlugin } from '@greenroom/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideMenu } from '../src/shell/SideMenu';
import { renderWithRegistry } from './renderWithRegistry';

const page = async () => ({ default: () => null });

const marketing = definePlugin({
  id: 'marketing',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'marketing-center', name: 'marketing', title: '营销中心', page });
    ctx.addMenuItem({ section: 'marketing', key: 'marketing-center', text: '营销中心', route: createRouteRef({ id: 'marketing' }) });
  },
});

/** An outside plugin asking for its entry under 营销中心 (`parent`), as `greenroom-plugin create` writes it. */
const lab = (parent: string) =>
  definePlugin({
    id: 'survey-lab',
    sdk: '^2',
    setup(ctx) {
      ctx.addRoute({ path: 'labs/survey-lab', name: 'surveyLab', title: '问卷实验室', page });
      ctx.addMenuItem({ section: 'marketing', key: 'survey-lab', text: '问卷实验室', route: createRouteRef({ id: 'surveyLab' }), order: 100, parent });
    },
  });

const groupOf = (text: string) => screen.getAllByText(text).at(-1)?.closest('li.semi-navigation-sub-wrap');

describe('side menu — an entry asked for under 营销中心 (issue 27 §11)', () => {
  it('营销中心 alone stays one top-level entry, a link to its page', async () => {
    await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [marketing] });
    expect(screen.getByText('营销中心').closest('li.semi-navigation-sub-wrap')).toBeNull();
  });

  it('parent: marketing-center lists it in the 营销中心 group, beside 营销中心 itself, which keeps its page', async () => {
    const { router } = await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [marketing, lab('marketing-center')] });
    const group = groupOf('问卷实验室');
    expect(group?.querySelector('.semi-navigation-sub-title')?.textContent?.trim()).toBe('营销中心');
    expect(group?.querySelector('.semi-navigation-sub-title')?.getAttribute('aria-expanded')).toBe('true');
    const inside = [...(group?.querySelectorAll('.semi-navigation-item') ?? [])].map((item) => item.textContent?.trim());
    expect(inside).toEqual(['营销中心', '问卷实验室']);
    fireEvent.click(screen.getByText('问卷实验室'));
    expect(router.state.location.pathname).toBe('/labs/survey-lab');
    const own = [...(group?.querySelectorAll('.semi-navigation-item') ?? [])].find((item) => item.textContent?.trim() === '营销中心');
    fireEvent.click(own?.querySelector('[role="menuitem"]') as HTMLElement);
    expect(router.state.location.pathname).toBe('/marketing-center');
  });

  it('on the plugin’s page, its entry is the one highlighted, and the 营销中心 group with it', async () => {
    await renderWithRegistry(<SideMenu collapsed={false} routeName="surveyLab" />, { plugins: [marketing, lab('marketing-center')] });
    const selected = document.querySelectorAll('.semi-navigation-item-selected');
    expect([...selected].map((item) => item.textContent?.trim())).toEqual(['问卷实验室']);
    expect(groupOf('问卷实验室')?.querySelector('.semi-navigation-sub-title')?.className).toContain('semi-navigation-sub-title-selected');
  });
});
