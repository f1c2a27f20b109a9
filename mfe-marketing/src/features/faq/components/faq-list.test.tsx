import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';

const items = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];
const question = (name: string) => screen.getByRole('button', { name });

describe('FaqList', () => {
  it('starts closed and opens items independently in multiple mode', () => {
    render(<FaqList items={items} mode="multiple" />);
    expect(screen.queryByText('One.')).not.toBeVisible();
    fireEvent.click(question('First?'));
    fireEvent.click(question('Second?'));
    expect(question('First?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Second?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First?' })).toHaveTextContent('One.');
    fireEvent.click(question('First?'));
    expect(question('First?')).toHaveAttribute('aria-expanded', 'false');
    expect(question('Second?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps at most one item open in single mode', () => {
    render(<FaqList items={items} mode="single" />);
    fireEvent.click(question('First?'));
    fireEvent.click(question('Third?'));
    expect(question('First?')).toHaveAttribute('aria-expanded', 'false');
    expect(question('Third?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Three.')).toBeVisible();
    expect(screen.getByText('One.')).not.toBeVisible();
    fireEvent.click(question('Third?'));
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });
});
