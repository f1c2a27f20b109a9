import type { RuntimeConfig } from '@shared/platform/core';

/** A section (or the shell) and the build of it that was on the page. */
export interface Owner {
  section: string;
  build: string;
}

const buildOf = (value: string | undefined) => (value && /^[\w.-]{1,64}$/.test(value) ? value : '-');

// The build replaces `__BUILD_ID__`; unit tests run without the build's constants.
export const SHELL_OWNER: Owner = {
  section: 'shell',
  build: buildOf(typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : undefined),
};

/** The section whose page holds `node` (`data-section`, `data-build` on its wrapper); else the shell's frame. */
export function ownerOfNode(node: Node | null | undefined): Owner {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const wrapper = element?.closest<HTMLElement>('[data-section]');
  if (!wrapper?.dataset.section) return SHELL_OWNER;
  return { section: wrapper.dataset.section, build: buildOf(wrapper.dataset.build) };
}

/** The build of `section` that the page shows, read from its wrapper; `-` when none is on the page. */
export function buildOnPage(section: string, root: ParentNode = document): string {
  for (const wrapper of root.querySelectorAll<HTMLElement>('[data-section]')) {
    if (wrapper.dataset.section === section) return buildOf(wrapper.dataset.build);
  }
  return '-';
}

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The owner of a script by its address: the section whose manifest is served from the same
 * origin, the shell for the page's own origin, and nobody (null) for anything else, such as a
 * browser extension, whose errors are no section's fault.
 */
export function ownerOfScript(
  url: string | undefined,
  remotes: RuntimeConfig['remotes'],
  pageOrigin: string,
  root: ParentNode = document,
): Owner | null {
  const origin = originOf(url);
  if (!origin) return null;
  for (const [section, manifest] of Object.entries(remotes)) {
    if (originOf(manifest) === origin) return { section, build: buildOnPage(section, root) };
  }
  return origin === pageOrigin ? SHELL_OWNER : null;
}

/** `mobile` for a touch screen or a narrow window, else `desktop`: enough to tell phones' numbers apart. */
export const deviceClass = (): 'mobile' | 'desktop' =>
  matchMedia('(pointer: coarse)').matches || innerWidth < 768 ? 'mobile' : 'desktop';
