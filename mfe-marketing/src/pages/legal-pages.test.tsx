import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import RefundPage from './refund-page';
import TermsPage from './terms-page';

const site = defaultRuntimeConfig().site;

/** Every table-of-contents link points at a heading on the page, in the same order. */
function expectTocMatchesHeadings() {
  const toc = screen.getByRole('navigation', { name: 'On this page' });
  const links = within(toc).getAllByRole('link');
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
    const target = document.getElementById(id);
    expect(target, `#${id}`).not.toBeNull();
    expect(target?.tagName).toMatch(/^H[23]$/);
    expect(target).toHaveTextContent(link.textContent ?? '');
  }
}

describe('terms page', () => {
  it('shows the heading, the effective date, the contents and the configured e-mail', () => {
    renderWithRouter(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('11 July 2025')).toHaveAttribute('dateTime', '2025-07-11');
    for (const name of [
      'Information we collect',
      'How we use your information',
      'Data protection',
      'Cookies',
      'Third-party tools and services',
      'Your rights',
      'Contact us',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expectTocMatchesHeadings();
    expect(screen.getByRole('link', { name: site.emails[0] })).toHaveAttribute('href', `mailto:${site.emails[0]}`);
    expect(screen.getAllByText(new RegExp(site.businessName)).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });
});

describe('refund and privacy page', () => {
  it('opens with the refund terms, then the privacy sections, and ends with the configured phone', () => {
    renderWithRouter(<RefundPage />, '/refund');
    expect(screen.getByRole('heading', { level: 1, name: 'Refund and Cancellation Policy' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(1, 3)).toEqual(['Full refund or free revision', 'Free revisions']);
    expect(sections).toEqual(
      expect.arrayContaining([
        'Interpretation and Definitions',
        'Collecting and Using Your Personal Data',
        'Use of Your Personal Data',
        'Data Retention & Transfers',
        'Disclosure of Your Personal Data',
      ]),
    );
    expect(screen.getByText(/full refund/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/not meant for anyone under the age of 13/)).toBeInTheDocument();
    expect(screen.getByText(/West Bengal, India, at/)).toHaveTextContent(site.postalAddress);
    expectTocMatchesHeadings();
    expect(screen.getByRole('link', { name: site.phones[0] })).toHaveAttribute(
      'href',
      `tel:${site.phones[0]?.replace(/[^+\d]/g, '')}`,
    );
  });
});
