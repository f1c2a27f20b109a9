import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { provideRuntimeConfig } from '@shared/platform/core';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../content/samples';
import { renderWithRouter } from '../test/render';
import SamplesPage from './samples-page';

const cards = () => within(screen.getByRole('region', { name: 'Assignment Samples' })).queryAllByRole('article');

describe('samples page', () => {
  it('shows the whole library and only the configured sample folder', () => {
    renderWithRouter(<SamplesPage />);
    expect(cards()).toHaveLength(SAMPLES.length);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${SAMPLES.length} samples.`);
    expect(screen.getByRole('link', { name: 'View Samples: non-technical subjects' })).toHaveAttribute(
      'href',
      'https://drive.example.com/samples/non-technical',
    );
    // The default config leaves the technical folder empty, so that link is not rendered.
    expect(screen.queryByRole('link', { name: 'View Samples: technical subjects' })).not.toBeInTheDocument();
  });

  it('renders the technical folder too once it is configured', () => {
    const config = defaultRuntimeConfig();
    provideRuntimeConfig({
      ...config,
      site: { ...config.site, samplesFolders: { nonTechnical: '', technical: 'https://drive.example.com/tech' } },
    });
    try {
      renderWithRouter(<SamplesPage />);
      expect(screen.getByRole('link', { name: 'View Samples: technical subjects' })).toHaveAttribute(
        'href',
        'https://drive.example.com/tech',
      );
      expect(screen.queryByRole('link', { name: 'View Samples: non-technical subjects' })).not.toBeInTheDocument();
    } finally {
      provideRuntimeConfig(config);
    }
  });

  it('filters by subject and level, keeps the choice in the address and clears it again', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<SamplesPage />, '/samples');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Law');
    expect(cards().map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Consideration and Promissory Estoppel in Contract Law',
      'The Right to Be Forgotten Five Years On',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic level' }), 'Master’s');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1 of ${SAMPLES.length} samples.`);
    expect(location().search).toContain('subject=Law');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(SAMPLES.length);
  });

  it('searches and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SamplesPage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search samples' }), 'sepsis');
    expect(cards()).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search samples' }), ' quantum');
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No samples match these filters.');
  });

  it('opens on a shared filtered link', () => {
    renderWithRouter(<SamplesPage />, '/samples?type=Report');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Report');
    expect(cards().length).toBe(SAMPLES.filter((s) => s.type === 'Report').length);
  });
});
