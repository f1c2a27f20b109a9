import type { RuntimeConfig, SectionName } from '@shared/platform/core';

type Remotes = RuntimeConfig['remotes'];

/**
 * The other sections' remotes whose manifest answers, each asked once. The standalone page runs
 * where the other sections are often not served (a section's own dev server or host): loading
 * each through federation would fail three times over (its retries), with several console lines a
 * time. One request each instead, and one warning that names the missing ones; pages that embed
 * a missing section show its fallback without asking for it again.
 */
export async function reachableRemotes(
  remotes: Remotes,
  own: SectionName,
  fetchManifest: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-cache' }),
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<Remotes> {
  const others = (Object.entries(remotes) as [SectionName, string][]).filter(([name]) => name !== own);
  const answers = await Promise.all(
    others.map(([, url]) =>
      fetchManifest(url).then(
        (response) => response.ok,
        () => false,
      ),
    ),
  );
  const missing = others.filter((_, index) => !answers[index]);
  if (missing.length > 0) {
    warn(
      `Standalone ${own}: ${missing.map(([name, url]) => `${name} (${url})`).join(', ')} did not answer, so ` +
        `${missing.length === 1 ? 'that section is' : 'those sections are'} left out; pages that embed one show its fallback.`,
    );
  }
  return Object.fromEntries([
    ...(remotes[own] ? [[own, remotes[own]]] : []),
    ...others.filter((_, index) => answers[index]),
  ]) as Remotes;
}
