import type { PageRoute } from '@shared/contracts';
import { describe, expect, it } from 'vitest';
import { formPostIntents } from 'composition-server/for-release';
import { pathsToRender, unansweredForms } from './preflight';

const route = (path: string, samples?: PageRoute['samples']): PageRoute => ({
  path,
  page: 'p',
  title: 'T',
  heading: null,
  description: 'D',
  indexable: false,
  ...(samples ? { samples } : {}),
});

describe('pathsToRender', () => {
  it('renders a fixed route as itself, and a route with parameters as each of its samples', () => {
    const { paths, reasons } = pathsToRender([
      route('/order'),
      route('/orders/:token', [{ path: '/orders/unknown', status: 404 }]),
      route('/articles/:slug', [{ path: '/articles/one' }, { path: '/articles/two' }]),
    ]);
    expect(reasons).toEqual([]);
    expect(paths).toEqual([
      { route: '/order', path: '/order', status: 200 },
      { route: '/orders/:token', path: '/orders/unknown', status: 404 },
      { route: '/articles/:slug', path: '/articles/one', status: 200 },
      { route: '/articles/:slug', path: '/articles/two', status: 200 },
    ]);
  });

  it('refuses a route with parameters that names no samples, and a sample it does not serve', () => {
    const { paths, reasons } = pathsToRender([
      route('/orders/:token'),
      route('/orders/:token/receipt', [{ path: '/orders/x' }, { path: '/orders/x/receipt' }]),
    ]);
    expect(paths).toEqual([{ route: '/orders/:token/receipt', path: '/orders/x/receipt', status: 200 }]);
    expect(reasons).toEqual([
      'route /orders/:token: it has parameters and names no samples to render (`samples` in its route)',
      'route /orders/:token/receipt: its sample /orders/x is not a path it serves',
    ]);
  });
});

describe('unansweredForms', () => {
  const intents = new Set(['cookie-consent', 'contact']);
  const page = (forms: string) => `<html><body><main>${forms}</main></body></html>`;

  it('passes posts whose intent the composition server answers, and GET forms', () => {
    const html = page(
      '<form method="post" class="x"><input type="hidden" name="intent" value="contact"/><input name="email"/></form>' +
        '<form method="POST" action="/blog?x=1&amp;y=2"><input type="hidden" name="intent" value="cookie-consent"/></form>' +
        '<form action="/tools/factoring"><input name="number"/></form>',
    );
    expect(unansweredForms(html, intents)).toEqual([]);
  });

  it('names a post with an intent nothing answers, and one that names no intent', () => {
    const html = page(
      '<form method="post"><input type="hidden" name="intent" value="new-articles"/></form>' +
        '<form method="post" action="/blog"><input name="email"/><button type="submit">Send</button></form>',
    );
    expect(unansweredForms(html, intents)).toEqual([
      'its HTML posts a form with the intent "new-articles", which nothing answers',
      'its HTML posts a form that names no intent, which nothing answers',
    ]);
  });

  it("passes an agency form only when it names the section's own build and a form its server entry declares", () => {
    const withAgency = new Set([...intents, 'agency-form']);
    const agencyForm = (section: string, name: string) =>
      `<form method="post"><input type="hidden" name="intent" value="agency-form"/><input type="hidden" name="formSection" value="${section}"/><input type="hidden" name="formName" value="${name}"/><input name="email"/></form>`;
    const declared = { section: 'blog', forms: new Set(['new-articles']) };
    expect(unansweredForms(page(agencyForm('blog', 'new-articles')), withAgency, declared)).toEqual([]);
    expect(
      unansweredForms(
        page(agencyForm('blog', 'newsletter') + agencyForm('tools', 'new-articles')),
        withAgency,
        declared,
      ),
    ).toEqual([
      'its HTML posts the agency form "blog/newsletter", which the blog build\'s server entry does not declare (agencyForms)',
      'its HTML posts the agency form "tools/new-articles", which the blog build\'s server entry does not declare (agencyForms)',
    ]);
  });

  it('knows every intent the composition server answers itself, and leaves the others to the pages', () => {
    const registered = formPostIntents();
    for (const intent of ['cookie-consent', 'agency-form']) expect(registered.has(intent), intent).toBe(true);
    // The contact and lead forms are answered by marketing's pages' server halves, the text tools
    // by the tools' (ADR 033).
    for (const intent of ['contact', 'lead', 'grammar', 'essay-check', 'paraphrase', 'plagiarism'])
      expect(registered.has(intent), intent).toBe(false);
  });

  it("passes an intent the page's server half lists, and names one it does not list", () => {
    const shellOwn = new Set(['cookie-consent', 'agency-form']);
    const contactPage = new Set([...shellOwn, 'contact']);
    const form = (intent: string) =>
      `<form method="post"><input type="hidden" name="intent" value="${intent}"/></form>`;
    expect(unansweredForms(page(form('contact') + form('cookie-consent')), contactPage)).toEqual([]);
    expect(unansweredForms(page(form('contact') + form('newsletter')), contactPage)).toEqual([
      'its HTML posts a form with the intent "newsletter", which nothing answers',
    ]);
    // The same form on a page whose server half does not list it is not answered there.
    expect(unansweredForms(page(form('contact')), shellOwn)).toEqual([
      'its HTML posts a form with the intent "contact", which nothing answers',
    ]);
  });
});
