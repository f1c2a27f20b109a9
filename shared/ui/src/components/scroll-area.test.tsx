// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollArea } from './scroll-area';

function widths(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

describe('ScrollArea', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a named, focusable region, and says it scrolls when its content is wider than it', () => {
    widths(800, 390);
    render(
      <ScrollArea label="Rhythms">
        <table />
      </ScrollArea>,
    );
    const region = screen.getByRole('region', { name: 'Rhythms' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const hint = screen.getByText('Scroll sideways to see all of it →');
    expect(region.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('says nothing when everything fits', () => {
    widths(300, 390);
    render(<ScrollArea label="Rhythms">short</ScrollArea>);
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Rhythms' }).getAttribute('aria-describedby')).toBeNull();
  });
});
