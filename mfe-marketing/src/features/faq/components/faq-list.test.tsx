import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';

const items = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

/** The browser toggles a <details> from its summary; these check what the page gives it to work with. */
const details = (container: HTMLElement) => [...container.querySelectorAll('details')];

describe('FaqList', () => {
  it('renders each question as a closed native disclosure whose answer region is named by it', () => {
    const { container } = render(<FaqList items={items} mode="multiple" />);
    expect(details(container)).toHaveLength(3);
    expect(details(container).every((item) => !item.open)).toBe(true);
    const first = details(container)[0]!;
    expect(first.querySelector('summary')).toHaveTextContent('First?');
    expect(screen.getByRole('heading', { level: 3, name: 'First?' }).closest('summary')).not.toBeNull();
    first.open = true;
    expect(screen.getByRole('region', { name: 'First?' })).toHaveTextContent('One.');
  });

  it('lets items open independently in multiple mode', () => {
    const { container } = render(<FaqList items={items} mode="multiple" />);
    expect(details(container).every((item) => !item.hasAttribute('name'))).toBe(true);
  });

  it('groups the items by one name in single mode, so the browser keeps at most one open', () => {
    const { container } = render(<FaqList items={items} mode="single" />);
    const names = details(container).map((item) => item.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it('gives crawlers the questions as schema.org FAQPage data', () => {
    const { container } = render(<FaqList items={items} mode="single" headingLevel="h4" />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? 'null')).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'First?', acceptedAnswer: { '@type': 'Answer', text: 'One.' } },
        { name: 'Second?' },
        { name: 'Third?' },
      ],
    });
  });
});
