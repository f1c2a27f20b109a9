import { describe, expect, it } from 'vitest';
import { SAMPLES, type Sample } from '../../content/samples';
import {
  facetValues,
  filterSamples,
  filtersFromParams,
  hasFilters,
  NO_FILTERS,
  paramsFromFilters,
  resultsMessage,
} from './model';

const sample = (overrides: Partial<Sample>): Sample => ({
  id: 'x',
  title: 'Untitled',
  subject: 'Law',
  type: 'Essay',
  level: 'Undergraduate',
  wordCount: 1000,
  excerpt: 'Text.',
  ...overrides,
});

const library = [
  sample({ id: 'a', title: 'Contract formation', subject: 'Law', type: 'Essay', level: 'Undergraduate' }),
  sample({ id: 'b', title: 'Sepsis escalation', subject: 'Nursing', type: 'Case Study', level: 'Undergraduate' }),
  sample({ id: 'c', title: 'ESG and returns', subject: 'Economics', type: 'Dissertation / Theses', level: 'Master’s' }),
  sample({
    id: 'd',
    title: 'GDPR erasure',
    subject: 'Law',
    type: 'Case Study',
    level: 'Master’s',
    excerpt: 'Café owners.',
  }),
];
const ids = (list: Sample[]) => list.map((s) => s.id);

describe('sample filtering', () => {
  it('returns everything with no filters', () => {
    expect(ids(filterSamples(library, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('combines subject, type and level', () => {
    expect(ids(filterSamples(library, { ...NO_FILTERS, subject: 'Law' }))).toEqual(['a', 'd']);
    expect(ids(filterSamples(library, { ...NO_FILTERS, subject: 'Law', type: 'Case Study' }))).toEqual(['d']);
    expect(ids(filterSamples(library, { ...NO_FILTERS, level: 'Master’s' }))).toEqual(['c', 'd']);
    expect(ids(filterSamples(library, { ...NO_FILTERS, subject: 'Nursing', level: 'Master’s' }))).toEqual([]);
  });

  it('searches every word across title, subject, type and excerpt, ignoring case and accents', () => {
    expect(ids(filterSamples(library, { ...NO_FILTERS, query: 'SEPSIS' }))).toEqual(['b']);
    expect(ids(filterSamples(library, { ...NO_FILTERS, query: 'law case' }))).toEqual(['d']);
    expect(ids(filterSamples(library, { ...NO_FILTERS, query: 'cafe' }))).toEqual(['d']);
    expect(ids(filterSamples(library, { ...NO_FILTERS, query: '   ' }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lists facet values once each, sorted', () => {
    expect(facetValues(library, 'subject')).toEqual(['Economics', 'Law', 'Nursing']);
  });

  it('round-trips filters through the address bar and drops unknown values', () => {
    const filters = { subject: 'Law', type: 'Case Study', level: '', query: 'gdpr' };
    expect(filtersFromParams(paramsFromFilters(filters), library)).toEqual(filters);
    const hostile = new URLSearchParams({ subject: 'Astrology', type: 'Essay', level: 'PhD', q: 'x'.repeat(500) });
    expect(filtersFromParams(hostile, library)).toEqual({ subject: '', type: 'Essay', level: '', query: '' });
  });

  it('knows when filters are set and words the result count', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, query: 'x' })).toBe(true);
    expect(resultsMessage(0, 18)).toBe('No samples match these filters.');
    expect(resultsMessage(18, 18)).toBe('Showing all 18 samples.');
    expect(resultsMessage(3, 18)).toBe('Showing 3 of 18 samples.');
  });

  it('has a real library: unique ids and every subject of the order form represented', () => {
    expect(new Set(SAMPLES.map((s) => s.id)).size).toBe(SAMPLES.length);
    expect(facetValues(SAMPLES, 'subject')).toHaveLength(9);
  });
});
