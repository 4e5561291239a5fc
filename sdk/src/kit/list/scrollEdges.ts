import { type RefObject, useEffect } from 'react';

const LEFT = 'semi-table-scroll-position-left';
const RIGHT = 'semi-table-scroll-position-right';

/**
 * Marks `marked` with Semi's `semi-table-scroll-position-left/right` classes while the scroller
 * `scroller` (its first child the table) is at its left or right edge, as Semi's Table does: the 操作
 * column fixed on the right casts its shadow only while rows are scrolled under it. One passive scroll
 * listener and a ResizeObserver (the area or the table changing width); the classes are written to
 * the element, not rendered, so the component does not render again on a scroll and its markup
 * stays the server's (issue 25: hydrated, no measuring in the first render).
 */
export function useScrollEdges(marked: RefObject<HTMLElement>, scroller: RefObject<HTMLElement>) {
  useEffect(() => {
    const box = scroller.current;
    const target = marked.current;
    if (!box || !target) return;
    const update = () => {
      const table = box.firstElementChild;
      const overflow = (table ? table.getBoundingClientRect().width : box.scrollWidth) - box.getBoundingClientRect().width;
      const at = Math.abs(box.scrollLeft);
      target.classList.toggle(LEFT, at === 0);
      target.classList.toggle(RIGHT, at + 1 >= overflow);
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [marked, scroller]);
}
