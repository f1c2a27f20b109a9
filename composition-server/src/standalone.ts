// Types only from the platform: main.ts reads STANDALONE_SECTION before React may be loaded
// (it chooses React's production build first), so this module must not load it.
import { SECTIONS } from '@shared/build/apps';
import type { RuntimeConfig, SectionName } from '@shared/platform/core';
import type { ConfigSource } from './config-source';

const SECTION_NAMES: readonly string[] = SECTIONS.map((section) => section.name);

/**
 * The standalone page as QA uses it (ADR 027): the composition server run for one section alone
 * (`STANDALONE_SECTION`, `pnpm qa-site --standalone <section>`). Every config it reads names that
 * section's build and no other, so its pages are composed on the server with the real frame, its
 * forms post natively through this server to the api, and neither the server nor the browser asks
 * for another section's manifest: their pages are the site's 404 and their widgets are left out.
 */

/** The section `STANDALONE_SECTION` names, or undefined when it is not set; an unknown name is an error. */
export function standaloneSection(value: string | undefined): SectionName | undefined {
  if (value === undefined || value === '') return undefined;
  if (!SECTION_NAMES.includes(value)) {
    throw new Error(`STANDALONE_SECTION must be one of ${SECTION_NAMES.join(', ')}, not "${value}"`);
  }
  return value as SectionName;
}

/** The config with only `section`'s remote (and its canary, if one runs). */
export function standaloneConfig(config: RuntimeConfig, section: SectionName): RuntimeConfig {
  const remote = config.remotes[section];
  const canary = config.canaries?.[section];
  return {
    ...config,
    remotes: remote ? { [section]: remote } : {},
    ...(config.canaries ? { canaries: canary ? { [section]: canary } : {} } : {}),
  };
}

/**
 * A config source that answers `standaloneConfig` of what `source` reads. The same config read
 * gives the same object back: the server tells a release by a new config object.
 */
export function standaloneConfigSource(source: ConfigSource, section: SectionName): ConfigSource {
  const reduced = new WeakMap<RuntimeConfig, RuntimeConfig>();
  return async () => {
    const config = await source();
    let answer = reduced.get(config);
    if (!answer) reduced.set(config, (answer = standaloneConfig(config, section)));
    return answer;
  };
}
