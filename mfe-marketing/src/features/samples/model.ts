/** Filtering the sample library: by subject, type and level, plus a free-text search. */
import * as z from 'zod/mini';
import { byCodePoint } from '@shared/domain/format';
import type { Sample } from '../../content/samples';

export interface SampleFilters {
  subject: string;
  type: string;
  level: string;
  query: string;
}

export const NO_FILTERS: SampleFilters = { subject: '', type: '', level: '', query: '' };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Samples that match every chosen filter; every word of the query must appear in the title, subject, type or excerpt. */
export function filterSamples(samples: readonly Sample[], filters: SampleFilters): Sample[] {
  const words = fold(filters.query).split(/\s+/).filter(Boolean);
  return samples.filter((sample) => {
    if (filters.subject && sample.subject !== filters.subject) return false;
    if (filters.type && sample.type !== filters.type) return false;
    if (filters.level && sample.level !== filters.level) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${sample.title} ${sample.subject} ${sample.type} ${sample.level} ${sample.excerpt}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The distinct values of one field, in a stable alphabetical order, for a filter's choices. */
export function facetValues(samples: readonly Sample[], field: 'subject' | 'type' | 'level'): string[] {
  return [...new Set(samples.map((sample) => sample[field]))].sort(byCodePoint);
}

export function hasFilters(filters: SampleFilters): boolean {
  return Boolean(filters.subject || filters.type || filters.level || filters.query.trim());
}

/**
 * Filters read from the address bar (so a filtered view can be shared). Unknown values are
 * dropped rather than trusted, so a hand-edited link never shows an impossible filter.
 */
export function filtersFromParams(params: URLSearchParams, samples: readonly Sample[]): SampleFilters {
  const oneOf = (values: string[]) => z.catch(z.string().check(z.refine((value) => values.includes(value))), '');
  const schema = z.object({
    subject: oneOf(facetValues(samples, 'subject')),
    type: oneOf(facetValues(samples, 'type')),
    level: oneOf(facetValues(samples, 'level')),
    query: z.catch(z.string().check(z.maxLength(100)), ''),
  });
  return schema.parse({
    subject: params.get('subject') ?? '',
    type: params.get('type') ?? '',
    level: params.get('level') ?? '',
    query: params.get('q') ?? '',
  });
}

export function paramsFromFilters(filters: SampleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.subject) params.set('subject', filters.subject);
  if (filters.type) params.set('type', filters.type);
  if (filters.level) params.set('level', filters.level);
  if (filters.query) params.set('q', filters.query);
  return params;
}

export function resultsMessage(count: number, total: number): string {
  if (count === 0) return 'No samples match these filters.';
  if (count === total) return `Showing all ${total} samples.`;
  return `Showing ${count} of ${total} samples.`;
}
