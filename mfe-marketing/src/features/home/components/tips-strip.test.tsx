import { screen, within } from '@testing-library/react';
import type { TileArt } from '@shared/contracts';
import { SiteRoutesContext, type SiteRoute } from '@shared/platform/core';
import { describe, expect, it } from 'vitest';
import { TIPS } from '../../../content/home';
import { renderWithRouter } from '../../../test/render';
import { TipsStrip } from './tips-strip';

/** An article route as the blog publishes it (the tips strip knows articles only from these). */
const articleRoute = (n: number, tile?: TileArt): SiteRoute => ({
  section: 'blog',
  path: `/blog/post-${n}`,
  page: 'article',
  title: `Post number ${n}`,
  heading: `Post number ${n}`,
  description: `The description of post ${n}.`,
  indexable: true,
  article: { excerpt: `What post ${n} is about.`, datePublished: '2025-06-02', dateModified: '2025-06-02', tile },
});

const drawing = (n: number): TileArt => ({
  from: `#10101${n}`,
  to: `#f0f0f${n}`,
  shapes: [
    { kind: 'rect', x: 100 + n, y: 30, width: 120, height: 120, rx: 8, fill: '#fff' },
    { kind: 'circle', cx: 220, cy: 130, r: 24, fill: 'none', stroke: '#fff', strokeWidth: 4 },
    { kind: 'path', d: 'M228 126l24 24', stroke: '#fff', strokeLinecap: 'round' },
    { kind: 'text', x: 96, y: 96, text: '“', fontSize: 64, fontFamily: 'Georgia, serif', fill: '#f59e0b' },
  ],
});

function renderStrip(routes: SiteRoute[]) {
  return renderWithRouter(
    <SiteRoutesContext value={routes}>
      <TipsStrip />
    </SiteRoutesContext>,
  );
}

const cards = () => within(screen.getByRole('region', { name: TIPS.title })).getAllByRole('article');
const picture = (card: HTMLElement) => card.querySelector('svg')!;

describe('the tips strip', () => {
  it("shows the blog's first articles, each drawn as the blog draws it in the article's route", () => {
    const routes = [1, 2, 3, 4, 5].map((n) => articleRoute(n, drawing(n)));
    renderStrip([{ ...routes[0]!, path: '/blog', article: undefined }, ...routes]);
    expect(cards()).toHaveLength(TIPS.count);
    cards().forEach((card, index) => {
      const n = index + 1;
      expect(within(card).getByRole('heading', { level: 3, name: `Post number ${n}` })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `Read More: Post number ${n}` })).toHaveAttribute(
        'href',
        `/blog/post-${n}`,
      );
      const stops = [...picture(card).querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color'));
      expect(stops).toEqual([`#10101${n}`, `#f0f0f${n}`]);
      const shapes = picture(card).querySelectorAll('g > *');
      expect([...shapes].map((element) => element.tagName)).toEqual(['rect', 'circle', 'path', 'text']);
      expect(shapes[0]).toHaveAttribute('x', String(100 + n));
      expect(shapes[1]).toHaveAttribute('stroke-width', '4');
      expect(shapes[2]).toHaveAttribute('stroke-linecap', 'round');
      expect(shapes[3]).toHaveTextContent('“');
      expect(shapes[3]).toHaveAttribute('font-family', 'Georgia, serif');
    });
  });

  it('draws a plain page for an article the blog sends without a drawing', () => {
    renderStrip([articleRoute(1)]);
    const [card] = cards();
    const shapes = picture(card!).querySelectorAll('g > *');
    expect(shapes).toHaveLength(1);
    expect(shapes[0]).toHaveAttribute('width', '100');
  });
});
