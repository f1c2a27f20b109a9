import { assignmentTypeFromSlug, subjectFromSlug } from '@shared/domain/pricing';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app/routes';
import { HELP_OFFERS } from './help-offers';

describe('the offer under each tool', () => {
  it('exists for every tool page, and for no other page', () => {
    const tools = ROUTES.map((route) => route.path).filter((path) => path !== '/tools');
    expect(Object.keys(HELP_OFFERS).sort()).toEqual(tools.sort());
  });

  it.each(Object.entries(HELP_OFFERS))('%s opens the order form with choices it knows', (_path, offer) => {
    const url = new URL(offer.to, 'http://site.test');
    expect(url.pathname).toBe('/order');
    expect(assignmentTypeFromSlug(url.searchParams.get('type') ?? '')).not.toBeNull();
    const subject = url.searchParams.get('subject');
    if (subject !== null) expect(subjectFromSlug(subject)).not.toBeNull();
  });

  it('offers editing on the grammar checker', () => {
    expect(HELP_OFFERS['/grammar-checker']).toMatchObject({
      question: 'Want an expert to edit this?',
      to: '/order?type=proofreading-and-editing',
    });
  });
});
