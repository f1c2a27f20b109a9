import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { ServiceShowcase } from './service-showcase';

describe('ServiceShowcase', () => {
  it('has five tabs and starts on essays', () => {
    renderWithRouter(<ServiceShowcase />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Essay Writing',
      'Report',
      'Thesis',
      'Poster Design and other projects',
      'Dissertation',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Essay Writing');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Essay Writing');
  });

  it('moves with the arrow keys, wraps, and shows the matching panel', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ServiceShowcase />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Essay Writing' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Report' })).toHaveFocus();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Report');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Report');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Dissertation' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Essay Writing');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Dissertation');
  });

  it('keeps only the selected tab in the tab order and selects on click', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ServiceShowcase />);
    await user.click(screen.getByRole('tab', { name: 'Thesis' }));
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['-1', '-1', '0', '-1', '-1']);
    expect(screen.getByRole('heading', { name: /Thesis support/ })).toBeVisible();
  });
});
