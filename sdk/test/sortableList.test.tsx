import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SortableList } from '../src/kit';
import { dropIndex, moveItem } from '../src/kit/editor/fields/SortableList';

type Option = { key: string; label: string };
type Question = { key: string; title: string; options: Option[] };

const start: Question[] = [
  { key: 'q1', title: '甲', options: [] },
  {
    key: 'q2',
    title: '乙',
    options: [
      { key: 'o1', label: '一' },
      { key: 'o2', label: '二' },
    ],
  },
  { key: 'q3', title: '丙', options: [] },
];

/** The last order the list reported. */
let seen: Question[] = start;

/** Questions with their options inside: a sortable list in a sortable list. */
function Questions({ disabled = false }: { disabled?: boolean }) {
  const [questions, setQuestions] = useState(start);
  seen = questions;
  const set = (next: Question[]) => setQuestions(next);
  return (
    <SortableList
      items={questions}
      onChange={set}
      itemKey={(question) => question.key}
      itemName={(question) => `「${question.title}」`}
      disabled={disabled}
      min={1}
      renderItem={(question, index) => (
        <>
          <input
            aria-label={`题目 ${question.title}`}
            value={question.title}
            onChange={(event) => set(questions.map((q, i) => (i === index ? { ...q, title: event.target.value } : q)))}
          />
          {question.options.length > 0 ? (
            <SortableList
              items={question.options}
              onChange={(options) => set(questions.map((q, i) => (i === index ? { ...q, options } : q)))}
              itemName={(option) => `「${option.label}」`}
              renderItem={(option) => <input aria-label={`选项 ${option.label}`} defaultValue={option.label} />}
            />
          ) : null}
        </>
      )}
      footer={(add) => (
        <button type="button" data-action="add" onClick={() => add({ key: `q${questions.length + 1}`, title: '新题', options: [] })}>
          添加题目
        </button>
      )}
    />
  );
}

const titles = () => seen.map((question) => question.title);
const item = (name: string) => screen.getByRole('listitem', { name }) as HTMLElement;

describe('SortableList: reorder by buttons, by keyboard and by drag; remove; add', () => {
  it('moves with 上移 / 下移 named after the item; the focus follows the moved item and the move is announced', async () => {
    render(<Questions />);
    expect(screen.getByRole('button', { name: '上移「甲」' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下移「甲」' }));
    expect(titles()).toEqual(['乙', '甲', '丙']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移「甲」' })));
    expect(screen.getByText('「甲」已移到第 2 位')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下移「甲」' }));
    // At the end 下移 is disabled: the focus goes to 上移 of the same item.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '上移「甲」' })));
    expect(titles()).toEqual(['乙', '丙', '甲']);
  });

  it('Alt+↑ / Alt+↓ move the item holding the focus, which stays where it was; an inner list takes the keys for its own items', async () => {
    render(<Questions />);
    const input = screen.getByLabelText('题目 丙');
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowUp', altKey: true });
    expect(titles()).toEqual(['甲', '丙', '乙']);
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.keyDown(input, { key: 'ArrowUp', altKey: true });
    expect(titles()).toEqual(['丙', '甲', '乙']);
    // At the top: nothing moves.
    fireEvent.keyDown(input, { key: 'ArrowUp', altKey: true });
    expect(titles()).toEqual(['丙', '甲', '乙']);
    // Plain arrows are the input's own.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(titles()).toEqual(['丙', '甲', '乙']);

    const option = screen.getByLabelText('选项 二');
    fireEvent.keyDown(option, { key: 'ArrowUp', altKey: true });
    expect(seen[2]?.options.map((o) => o.label)).toEqual(['二', '一']);
    expect(titles()).toEqual(['丙', '甲', '乙']);
  });

  it('drags an item by its handle: the others make room while it moves, the drop reorders; Esc puts it back', async () => {
    render(<Questions />);
    const items = ['「甲」', '「乙」', '「丙」'].map(item);
    // 100 px apart, 90 px high (happy-dom lays nothing out).
    items.forEach((node, index) => {
      node.getBoundingClientRect = () => ({
        top: index * 100,
        bottom: index * 100 + 90,
        height: 90,
        left: 0,
        right: 400,
        width: 400,
        x: 0,
        y: index * 100,
        toJSON: () => ({}),
      });
    });
    const handle = items[0]?.querySelector('[data-action="drag"]') as HTMLElement;
    expect(handle.getAttribute('aria-hidden')).toBe('true');

    fireEvent.pointerDown(handle, { pointerId: 3, button: 0, clientY: 40 });
    fireEvent.pointerMove(handle, { pointerId: 3, clientY: 160 });
    expect(item('「甲」').style.transform).toBe('translateY(120px)');
    // 乙 gave its place: it moved up by the dragged item's height and the gap.
    expect(item('「乙」').style.transform).toBe('translateY(-100px)');
    expect(item('「丙」').style.transform).toBe('translateY(0)');
    // Another pointer's moves are not this drag's.
    fireEvent.pointerMove(handle, { pointerId: 4, clientY: 400 });
    expect(item('「甲」').style.transform).toBe('translateY(120px)');
    fireEvent.pointerUp(handle, { pointerId: 3, clientY: 160 });
    expect(titles()).toEqual(['乙', '甲', '丙']);
    expect(item('「甲」').style.transform).toBe('');

    // Esc while dragging: nothing moves.
    const again = item('「丙」').querySelector('[data-action="drag"]') as HTMLElement;
    fireEvent.pointerDown(again, { pointerId: 5, button: 0, clientY: 245 });
    fireEvent.pointerMove(again, { pointerId: 5, clientY: 10 });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    fireEvent.pointerUp(again, { pointerId: 5, clientY: 10 });
    expect(titles()).toEqual(['乙', '甲', '丙']);
  });

  it('removes an item (the focus goes to the one that took its place, never below min) and adds one with the focus in it', async () => {
    render(<Questions />);
    fireEvent.click(screen.getByRole('button', { name: '删除「乙」' }));
    expect(titles()).toEqual(['甲', '丙']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('题目 丙')));
    expect(screen.getByText('已删除「乙」')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除「丙」' }));
    expect(screen.getByRole('button', { name: '删除「甲」' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '添加题目' }));
    expect(titles()).toEqual(['甲', '新题']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('题目 新题')));
  });

  it('disabled: no button, key or handle moves anything', () => {
    render(<Questions disabled />);
    for (const name of ['上移「乙」', '下移「乙」', '删除「乙」'])
      expect(within(item('「乙」')).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('题目 乙'), { key: 'ArrowUp', altKey: true });
    const handle = item('「乙」').querySelector('[data-action="drag"]') as HTMLElement;
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 0 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 300 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 300 });
    expect(titles()).toEqual(['甲', '乙', '丙']);
  });
});

describe('SortableList geometry', () => {
  it('dropIndex: how many of the others have their middle above the dragged middle', () => {
    const middles = [45, 145, 245];
    expect(dropIndex(middles, 0, 0)).toBe(0);
    expect(dropIndex(middles, 0, 99)).toBe(0);
    expect(dropIndex(middles, 0, 101)).toBe(1);
    expect(dropIndex(middles, 0, 250)).toBe(2);
    expect(dropIndex(middles, 2, -150)).toBe(1);
    expect(dropIndex(middles, 2, -300)).toBe(0);
  });

  it('moveItem: a copy with one item moved', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
