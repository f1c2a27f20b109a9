import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerFormsContext, type ServerForms } from '@shared/platform/core';
import { MemoryRouter } from '@shared/platform/router/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGEST_TOPIC_SENT } from '../features/topic-suggestions';
import SuggestATopicPreviewPage from './suggest-a-topic-preview-page';

const PUBLISHED = {
  path: '/blog/suggest-a-topic',
  value: { published: [{ title: 'A Guide Already Written', path: '/blog/a-guide' }] },
};

function renderPage(forms: Partial<ServerForms>) {
  render(
    <MemoryRouter initialEntries={['/blog/suggest-a-topic']}>
      <ServerFormsContext value={{ key: 'page-key', posted: null, ...forms }}>
        <SuggestATopicPreviewPage />
      </ServerFormsContext>
    </MemoryRouter>,
  );
}

describe('suggest a topic', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the guides its loader gave, and none when it gave nothing it can read', () => {
    renderPage({ data: PUBLISHED });
    const region = screen.getByRole('region', { name: 'Already on the blog' });
    expect(within(region).getByRole('link', { name: 'A Guide Already Written' })).toHaveAttribute(
      'href',
      '/blog/a-guide',
    );
    document.body.innerHTML = '';
    renderPage({ data: { path: '/blog/suggest-a-topic', value: { published: 'no' } } });
    expect(screen.queryByRole('region', { name: 'Already on the blog' })).toBeNull();
  });

  it('shows the action’s answer to a native post: the errors with the typing kept, or that it was sent', () => {
    renderPage({
      posted: {
        intent: 'suggest-topic',
        status: 'invalid',
        values: { email: 'ana@example.com', consent: 'on' },
        errors: { topic: 'Please tell us what you would like us to write about.' },
      },
    });
    expect(screen.getByText('Please tell us what you would like us to write about.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    expect(screen.getByRole('checkbox', { name: /email me about my suggestion/ })).toBeChecked();
    document.body.innerHTML = '';
    renderPage({ posted: { intent: 'suggest-topic', status: 'sent', values: {}, errors: {} } });
    expect(screen.getByRole('status')).toHaveTextContent(SUGGEST_TOPIC_SENT);
  });

  it('posts the form to its own page’s action with fetch, and says it was sent without leaving the page', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ redirect: '/blog/suggest-a-topic?sent=suggest-topic' }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage({});
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'Literature reviews');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('checkbox', { name: /email me about my suggestion/ }));
    await user.click(screen.getByRole('button', { name: 'Suggest this topic' }));
    expect(await screen.findByText(SUGGEST_TOPIC_SENT)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
    const body = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(body)).toMatchObject({
      intent: 'suggest-topic',
      idempotencyKey: 'page-key',
      topic: 'Literature reviews',
      email: 'ana@example.com',
      consent: 'on',
    });
  });
});
