import { SECTION_NAMES, type RuntimeConfig, type SectionName, provideSectionLoader } from '@shared/platform/core';
import { StyleInliner } from '../inline-styles';
import { snapshotSectionLoader } from '../page-snapshot';
import { SectionEntries } from '../section-entries';
import { readShellAssets } from '../shell-files';
import { buildStack, ConfigStoreError, type ConfigStore, type ReleaseRecord } from './config-store';
import { openConfigStore } from './open-config-store';
import { EXIT } from './exit-codes';
import { canaryHealth } from './canary-health';
import { preflight } from './preflight';

export interface ReleaseOptions {
  percent: string | undefined;
  section: string | undefined;
  dryRun: boolean;
  /** Promote a canary that release health judges clearly worse. */
  force: boolean;
  /** config.json's path, or its http(s) URL. */
  configLocation: string;
  /** The bearer token for a config at a URL (RELEASE_TOKEN). */
  token?: string | undefined;
  shellDist: string;
  budgetMs: number;
  usage: string;
}

class Refusal extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

const isSection = (name: string | undefined): name is SectionName =>
  !!name && (SECTION_NAMES as readonly string[]).includes(name);

/** Runs one `pnpm release` command; answers its exit code (see exit-codes.ts). */
export async function runRelease(args: string[], options: ReleaseOptions): Promise<number> {
  const store = openConfigStore(options.configLocation, { token: options.token });
  const [first, second, third] = args;
  try {
    if (first === 'history' && args.length === 1) return await history(store, options.section);
    if ((first === 'promote' || first === 'abort') && args.length === 2) {
      return await endCanary(store, section(second), first, options);
    }
    if (first === 'rollback' && args.length === 2) return await rollback(store, section(second), options);
    if (isSection(first) && second && args.length === 2) return await release(store, first, url(second), options);
    throw new Refusal(`${third === undefined ? '' : 'Too many arguments. '}${options.usage}`, EXIT.usage);
  } catch (error) {
    if (error instanceof Refusal) {
      console.error(error.message);
      return error.code;
    }
    if (error instanceof ConfigStoreError) {
      console.error(error.message);
      return error.failure === 'unauthorised' ? EXIT.unauthorised : EXIT.store;
    }
    throw error;
  }
}

function section(name: string | undefined): SectionName {
  if (!isSection(name)) {
    throw new Refusal(`Unknown section "${name ?? ''}": one of ${SECTION_NAMES.join(', ')}`, EXIT.usage);
  }
  return name;
}

function url(text: string): string {
  try {
    const parsed = new URL(text);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.href;
  } catch {
    // reported below
  }
  throw new Refusal(`"${text}" is not an http(s) URL of a section's mf-manifest.json`, EXIT.usage);
}

function percentOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const percent = Number(text);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Refusal(`--percent must be a whole number from 1 to 99, not "${text}"`, EXIT.usage);
  }
  return percent;
}

/** Runs the preflight of `manifestUrl` as `section` under `config`; throws a Refusal naming every reason. */
async function checked(section: SectionName, manifestUrl: string, config: RuntimeConfig, options: ReleaseOptions) {
  console.log(`Preflight of ${section} at ${manifestUrl}`);
  provideSectionLoader(snapshotSectionLoader);
  const candidate: RuntimeConfig = { ...config, remotes: { ...config.remotes, [section]: manifestUrl } };
  delete candidate.canaries;
  const result = await preflight(section, manifestUrl, candidate, {
    shell: readShellAssets(options.shellDist),
    styles: new StyleInliner(options.shellDist, options.budgetMs),
    sections: new SectionEntries(5000),
    sectionBudgetMs: options.budgetMs,
    fetchTimeoutMs: 5000,
    log: (line) => console.log(line),
  });
  if (result.reasons.length > 0) {
    const lines = result.reasons.map((reason) => `  ✗ ${reason}`).join('\n');
    throw new Refusal(
      `Refused: ${section} at ${manifestUrl} was not released (config.json is unchanged):\n${lines}`,
      EXIT.refused,
    );
  }
  console.log(`  ✓ ${result.rendered.length} routes rendered on the server`);
  return result.buildId;
}

async function release(store: ConfigStore, name: SectionName, manifestUrl: string, options: ReleaseOptions) {
  const percent = percentOf(options.percent);
  const buildId = await checked(name, manifestUrl, await store.read(), options);
  if (options.dryRun) {
    console.log('Dry run: config.json is unchanged.');
    return EXIT.ok;
  }
  const { record } = await store.update((config) => {
    const previous = config.remotes[name] ?? null;
    const canaries = { ...config.canaries };
    delete canaries[name];
    if (percent !== undefined) {
      canaries[name] = { remote: manifestUrl, percent };
      const next = { ...config, canaries };
      return { config: next, record: entry('canary', name, previous, previous, buildId, canaries[name]) };
    }
    const next: RuntimeConfig = { ...config, remotes: { ...config.remotes, [name]: manifestUrl }, canaries };
    return { config: next, record: entry('release', name, manifestUrl, previous, buildId) };
  });
  console.log(
    record.action === 'canary'
      ? `Canary: ${percent}% of visitors get ${name} build ${buildId}. Promote or abort it with \`pnpm release promote|abort ${name}\`.`
      : `Released ${name} build ${buildId}.`,
  );
  return EXIT.ok;
}

async function endCanary(store: ConfigStore, name: SectionName, action: 'promote' | 'abort', options: ReleaseOptions) {
  const running = (await store.read()).canaries?.[name];
  if (!running) throw new Refusal(`No canary of ${name} is running.`, EXIT.nothing);
  if (action === 'promote') await checkHealth(name, options.force);
  await store.update((config) => {
    const canary = config.canaries?.[name];
    if (!canary) throw new Refusal(`No canary of ${name} is running.`, EXIT.nothing);
    const canaries = { ...config.canaries };
    delete canaries[name];
    const previous = config.remotes[name] ?? null;
    const remote = action === 'promote' ? canary.remote : previous;
    return {
      config: { ...config, remotes: { ...config.remotes, ...(remote ? { [name]: remote } : {}) }, canaries },
      record: entry(action, name, remote, previous),
    };
  });
  console.log(
    action === 'promote' ? `Promoted: every visitor gets ${running.remote}.` : `Aborted the canary of ${name}.`,
  );
  return EXIT.ok;
}

/**
 * Prints the canary's release health against stable, and refuses to promote a canary judged
 * clearly worse unless forced. Health that cannot be read is said, and does not block.
 */
async function checkHealth(name: SectionName, force: boolean) {
  const health = await canaryHealth(name);
  if (health === null) {
    console.log('Release health not checked: set RELEASE_HEALTH_URL (the api’s /admin/vitals) and ADMIN_TOKEN.');
    return;
  }
  if (typeof health === 'string') {
    console.warn(`Release health unknown: ${health}.`);
    return;
  }
  console.log(`Release health of the ${name} canary against stable: ${health.verdict}.`);
  for (const reason of health.reasons) console.log(`  ${reason}`);
  if (health.verdict === 'worse' && !force) {
    throw new Refusal(
      `Not promoted: the canary is clearly worse than stable. Abort it, or promote anyway with --force.`,
      EXIT.refused,
    );
  }
}

async function rollback(store: ConfigStore, name: SectionName, options: ReleaseOptions) {
  const stack = buildStack(await store.history(), name);
  const target = stack.at(-2);
  if (!target) throw new Refusal(`${name} has no earlier release to roll back to.`, EXIT.nothing);
  const buildId = await checked(name, target, await store.read(), options);
  if (options.dryRun) return EXIT.ok;
  await store.update((config) => {
    const canaries = { ...config.canaries };
    delete canaries[name];
    return {
      config: { ...config, remotes: { ...config.remotes, [name]: target }, canaries },
      record: entry('rollback', name, target, config.remotes[name] ?? null, buildId),
    };
  });
  console.log(`Rolled ${name} back to ${target} (build ${buildId}).`);
  return EXIT.ok;
}

async function history(store: ConfigStore, only: string | undefined) {
  const records = (await store.history()).filter((record) => !only || record.section === only);
  if (records.length === 0) console.log('No releases yet.');
  for (const record of records) {
    const what =
      record.action === 'canary' && record.canary
        ? `${record.canary.percent}% → ${record.canary.remote}`
        : `${record.previous ?? '(none)'} → ${record.remote ?? '(none)'}`;
    console.log(
      `${record.at}  ${record.action.padEnd(8)} ${record.section.padEnd(9)} ${what}${record.buildId ? `  (${record.buildId})` : ''}`,
    );
  }
  return EXIT.ok;
}

function entry(
  action: ReleaseRecord['action'],
  name: SectionName,
  remote: string | null,
  previous: string | null,
  buildId?: string,
  canary?: ReleaseRecord['canary'],
): ReleaseRecord {
  return {
    at: new Date().toISOString(),
    action,
    section: name,
    remote,
    previous,
    ...(canary ? { canary } : {}),
    ...(buildId ? { buildId } : {}),
  };
}
