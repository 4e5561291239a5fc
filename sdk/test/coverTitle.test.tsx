import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverTitle } from '../src/kit';

describe('CoverTitle (a list’s title cell)', () => {
  it('draws the cover at its size beside the title, and nothing for a missing cover', () => {
    const { container, rerender } = render(<CoverTitle cover="/thumb.png" title="开幕式" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect([img.getAttribute('src'), img.width, img.height, img.getAttribute('loading')]).toEqual(['/thumb.png', 64, 36, 'lazy']);
    expect(screen.getByText('开幕式')).toBeTruthy();
    rerender(<CoverTitle cover={null} title="开幕式" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.gr-title-meta')).toBeNull();
  });

  it('issue 25: shows its facts under the title in order, leaves empty ones out, and gives a labelled figure its label as tooltip and screen-reader text', () => {
    const { container } = render(
      <CoverTitle
        cover="/t.png"
        title={<strong>开幕式</strong>}
        width={96}
        height={54}
        meta={['录制', null, '', { label: '时长', value: '00:10' }, { label: '大小', value: '74 KB' }]}
      />,
    );
    expect(screen.getByText('开幕式').tagName).toBe('STRONG');
    expect((container.querySelector('img') as HTMLImageElement).width).toBe(96);
    const facts = [...(container.querySelector('.gr-title-meta') as HTMLElement).children];
    expect(facts.map((fact) => fact.textContent)).toEqual(['录制', '时长 00:10', '大小 74 KB']);
    expect(facts.map((fact) => fact.getAttribute('title'))).toEqual([null, '时长', '大小']);
    expect(facts[1]?.querySelector('.gr-visually-hidden')?.textContent).toBe('时长 ');
    // The plain fact stays findable by its own text (a list's test reads the source by it).
    expect(screen.getByText('录制')).toBeTruthy();
  });
});
