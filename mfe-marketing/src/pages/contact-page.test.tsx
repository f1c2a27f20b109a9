import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import ContactPage from './contact-page';

const site = defaultRuntimeConfig().site;

describe('contact page', () => {
  it('shows the chat link, phones, both emails, the address and the social links from the config', () => {
    renderWithRouter(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    const details = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    const chat = within(details).getByRole('link', { name: 'Chat with us now' });
    expect(chat.getAttribute('href')).toContain(`https://wa.me/${site.chatNumber}`);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    for (const phone of site.phones) {
      expect(within(details).getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:/);
    }
    for (const email of site.emails) {
      expect(within(details).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    expect(within(details).getByText(site.postalAddress, { exact: false })).toBeInTheDocument();
    for (const social of site.social) {
      expect(within(details).getByRole('link', { name: social.label })).toHaveAttribute('href', social.url);
    }
  });

  it('has the contact form with the phone defaulting to India', () => {
    renderWithRouter(<ContactPage />);
    expect(screen.getByRole('button', { name: /^IN \+91\b.*country code: India$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});
