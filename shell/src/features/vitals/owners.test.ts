// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildOnPage, ownerOfNode, ownerOfScript, SHELL_OWNER } from './owners';

const page = () => {
  document.body.innerHTML = `
    <header><a id="logo">Logo</a></header>
    <div data-section="blog" data-build="blog-7"><h1 id="title">Title</h1></div>
    <div data-section="marketing" data-build="bad build!"><p id="odd">x</p></div>`;
  return document;
};
const remotes = {
  marketing: 'http://localhost:4174/mf-manifest.json',
  blog: 'http://localhost:4175/mf-manifest.json',
};

describe('owners of what is measured', () => {
  it('gives an element to the section wrapping it, and anything outside to the shell', () => {
    const doc = page();
    expect(ownerOfNode(doc.getElementById('title'))).toEqual({ section: 'blog', build: 'blog-7' });
    expect(ownerOfNode(doc.getElementById('title')!.firstChild)).toEqual({ section: 'blog', build: 'blog-7' });
    expect(ownerOfNode(doc.getElementById('logo'))).toEqual(SHELL_OWNER);
    expect(ownerOfNode(null)).toEqual(SHELL_OWNER);
    // A build id that is not one is not passed on.
    expect(ownerOfNode(doc.getElementById('odd'))).toEqual({ section: 'marketing', build: '-' });
    expect(buildOnPage('tools')).toBe('-');
  });

  it('gives a script to the section serving it, the page origin to the shell, and other origins to nobody', () => {
    page();
    const origin = 'http://localhost:4173';
    expect(ownerOfScript('http://localhost:4175/assets/page-x.js', remotes, origin)).toEqual({
      section: 'blog',
      build: 'blog-7',
    });
    expect(ownerOfScript('http://localhost:4173/assets/index.js', remotes, origin)).toEqual(SHELL_OWNER);
    expect(ownerOfScript('chrome-extension://abc/content.js', remotes, origin)).toBeNull();
    expect(ownerOfScript(undefined, remotes, origin)).toBeNull();
  });
});
