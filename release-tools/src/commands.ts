import { isSectionName, SECTION_NAMES, type RuntimeConfig, type SectionName } from '@shared/platform/core';
import { buildStack, ConfigStoreError, HISTORY_FILE, type ConfigStore, type ReleaseRecord } from './config-store';
import { openConfigStore } from './open-config-store';
import { EXIT } from './exit-codes';
import { canaryHealth } from './canary-health';
import { browserPreflight } from './browser-preflight';
import { runServerPreflight } from './server-preflight';

export interface ReleaseOptions {
  percent: string | undefined;
  section: string | undefined;
  /** Check everything and change nothing: every command honours it, or refuses it. */
  dryRun: boolean;
  /** Promote without the evidence release health must give (recorded in the history). */
  force: boolean;
  /** Leave out the browser half of the preflight (said, with a warning). */
  skipBrowserPreflight: boolean;
  /** config.json's path, or its http(s) URL. */
  configLocation: string;
  /** The bearer token for a config at a URL (RELEASE_TOKEN). */
  token?: string | undefined;
  shellDist: string;
  budgetMs: number;
  /** A file of `release-tools/dist/` (the command's own), beside which the preflight's worker is. */
  entryUrl: string;
  /** The composition server's built entry (`composition-server/dist/main.js`), which the browser preflight starts. */
  serverEntryUrl: string;
  /** Where RELEASE_HEALTH_URL and ADMIN_TOKEN are read from. */
  env?: NodeJS.ProcessEnv;
}

class Refusal extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

const COMMANDS = ['promote', 'abort', 'rollback', 'history'] as const;

/** Which options each command takes; any other is refused, naming it. */
const OPTIONS_OF: Record<string, readonly string[]> = {
  release: ['percent', 'dryRun', 'skipBrowserPreflight'],
  promote: ['force', 'dryRun', 'skipBrowserPreflight'],
  abort: ['dryRun'],
  rollback: ['dryRun', 'skipBrowserPreflight'],
  history: ['section'],
};
const FLAG_OF: Record<string, string> = {
  percent: '--percent',
  section: '--section',
  dryRun: '--dry-run',
  force: '--force',
  skipBrowserPreflight: '--skip-browser-preflight',
};
const WHY_NOT: Record<string, string> = {
  'history:dryRun': 'history changes nothing, so there is nothing to try',
};

/** Runs one `pnpm release` command; answers its exit code (see exit-codes.ts). */
export async function runRelease(args: string[], options: ReleaseOptions): Promise<number> {
  try {
    const [first, ...rest] = args;
    if (first === undefined) throw usage('No command given.');
    const command = (COMMANDS as readonly string[]).includes(first) ? first : isSectionName(first) ? 'release' : null;
    if (!command) {
      throw usage(
        `"${first}" is neither a section (${SECTION_NAMES.join(', ')}) nor a command (${COMMANDS.join(', ')}).`,
      );
    }
    const wanted = command === 'history' ? 0 : 1;
    if (rest.length !== wanted) {
      const shape =
        command === 'release'
          ? `pnpm release ${first} <manifest-url>`
          : command === 'history'
            ? 'pnpm release history'
            : `pnpm release ${command} <section>`;
      throw usage(
        `${rest.length > wanted ? 'Too many' : 'Too few'} arguments: ${shape} takes ${wanted === 0 ? 'none' : `one after ${command === 'release' ? 'the section' : 'the command'}`}.`,
      );
    }
    for (const option of ['percent', 'section', 'dryRun', 'force', 'skipBrowserPreflight'] as const) {
      const given = option === 'percent' || option === 'section' ? options[option] !== undefined : options[option];
      if (given && !OPTIONS_OF[command]!.includes(option)) {
        const name = command === 'release' ? 'a release' : command;
        throw usage(
          `${FLAG_OF[option]} has no meaning for ${name}${WHY_NOT[`${command}:${option}`] ? `: ${WHY_NOT[`${command}:${option}`]}` : ''}.`,
        );
      }
    }
    const store = openConfigStore(options.configLocation, { token: options.token });
    if (command === 'history') return await history(store, options.section);
    if (command === 'promote' || command === 'abort') return await endCanary(store, section(rest[0]), command, options);
    if (command === 'rollback') return await rollback(store, section(rest[0]), options);
    return await release(store, first as SectionName, url(rest[0]!), options);
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

/** A usage error: what was wrong, and where the usage is. */
function usage(problem: string): Refusal {
  return new Refusal(`${problem}\n${USAGE_HINT}`, EXIT.usage);
}

export const USAGE_HINT = '`pnpm release --help` lists the commands and options.';

function section(name: string | undefined): SectionName {
  if (!isSectionName(name)) {
    throw new Refusal(`Unknown section "${name ?? ''}": one of ${SECTION_NAMES.join(', ')}.`, EXIT.usage);
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

/**
 * Runs the preflight of `manifestUrl` as `section` under `config` (the server half in a worker,
 * then the browser half); throws a Refusal naming every reason. Answers the build id.
 */
async function checked(section: SectionName, manifestUrl: string, config: RuntimeConfig, options: ReleaseOptions) {
  console.log(`Preflight of ${section} at ${manifestUrl}`);
  const candidate: RuntimeConfig = { ...config, remotes: { ...config.remotes, [section]: manifestUrl } };
  delete candidate.canaries;
  const refuse = (reasons: string[]) => {
    const lines = reasons.map((reason) => `  ✗ ${reason}`).join('\n');
    return new Refusal(
      `Refused: ${section} at ${manifestUrl} was not released (config.json is unchanged):\n${lines}`,
      EXIT.refused,
    );
  };
  const started = performance.now();
  const result = await runServerPreflight(
    { section, manifestUrl, candidate, shellDist: options.shellDist, budgetMs: options.budgetMs },
    { entryUrl: options.entryUrl, log: (line) => console.log(line) },
  );
  if (result.reasons.length > 0) throw refuse(result.reasons);
  console.log(`  ✓ ${result.rendered.length} routes rendered on the server (${seconds(started)} s)`);
  if (options.skipBrowserPreflight) {
    console.warn(
      'Warning: the browser preflight was skipped (--skip-browser-preflight): a route that fails only in the browser (a console error, an error boundary, a failed hydration) would reach visitors.',
    );
    return result.buildId;
  }
  const browser = await browserPreflight(section, result.buildId, result.rendered, candidate, {
    serverEntryUrl: options.serverEntryUrl,
    shellDist: options.shellDist,
    log: (line) => console.log(line),
  });
  if (browser.reasons.length > 0) throw refuse(browser.reasons);
  console.log(
    `  ✓ ${browser.checked.length} routes loaded in Chromium: no console error, no error boundary, hydrated (${(browser.ms / 1000).toFixed(1)} s)`,
  );
  return result.buildId;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const DRY_RUN = 'Dry run: nothing was changed (config.json and the release history are as they were).';

async function release(store: ConfigStore, name: SectionName, manifestUrl: string, options: ReleaseOptions) {
  const percent = percentOf(options.percent);
  const buildId = await checked(name, manifestUrl, await store.read(), options);
  if (options.dryRun) {
    console.log(
      `${DRY_RUN} Without --dry-run: ${percent === undefined ? `${name} build ${buildId} for every visitor` : `a canary of ${name} build ${buildId} for ${percent}% of visitors`}.`,
    );
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
  const config = await store.read();
  const running = config.canaries?.[name];
  if (!running) throw new Refusal(`No canary of ${name} is running.`, EXIT.nothing);
  let forced: string | undefined;
  let buildId: string | undefined;
  if (action === 'promote') {
    // The build this canary was released as (its history line), to check release health judged it.
    const released = (await store.history()).findLast(
      (record) => record.section === name && record.action === 'canary' && record.canary?.remote === running.remote,
    );
    forced = await checkHealth(name, released?.buildId, options);
    buildId = await checked(name, running.remote, config, options);
  }
  if (options.dryRun) {
    console.log(
      `${DRY_RUN} Without --dry-run: ${action === 'promote' ? `every visitor would get ${running.remote}` : `the canary of ${name} (${running.remote}) would stop`}.`,
    );
    return EXIT.ok;
  }
  await store.update((current) => {
    const canary = current.canaries?.[name];
    if (!canary) throw new Refusal(`No canary of ${name} is running.`, EXIT.nothing);
    if (canary.remote !== running.remote) {
      throw new Refusal(
        `The canary of ${name} changed while this command ran (now ${canary.remote}); nothing was changed.`,
        EXIT.refused,
      );
    }
    const canaries = { ...current.canaries };
    delete canaries[name];
    const previous = current.remotes[name] ?? null;
    const remote = action === 'promote' ? canary.remote : previous;
    const record = entry(action, name, remote, previous, action === 'promote' ? buildId : undefined);
    return {
      config: { ...current, remotes: { ...current.remotes, ...(remote ? { [name]: remote } : {}) }, canaries },
      record: forced ? { ...record, forced } : record,
    };
  });
  console.log(
    action === 'promote'
      ? `Promoted: every visitor gets ${running.remote}.${forced ? ' (--force: recorded in the history.)' : ''}`
      : `Aborted the canary of ${name}.`,
  );
  return EXIT.ok;
}

/**
 * Release health must show the canary is fit before it is promoted (ADR 023): the api judges it
 * (at least 200 page views on each of the canary and stable, and no worse failure rate, in the
 * browser or in its server code). Health that says "worse", that has too few page views to say,
 * that judged another build than the running canary (`canaryBuild`, when the history knows it),
 * or that cannot be read refuses the promote, unless `--force`. Answers, when forced, what the
 * evidence was, for the history.
 */
async function checkHealth(
  name: SectionName,
  canaryBuild: string | undefined,
  options: ReleaseOptions,
): Promise<string | undefined> {
  const health = await canaryHealth(name, options.env);
  let problem: string;
  let worse = false;
  if (health === null) {
    problem = 'release health unknown: RELEASE_HEALTH_URL (the api’s /admin/vitals) and ADMIN_TOKEN are not set';
  } else if (typeof health === 'string') {
    problem = `release health unknown: ${health}`;
  } else if (canaryBuild && health.canary !== canaryBuild) {
    problem = `release health unknown: it judges ${name} build ${health.canary} as the canary, not the running canary, build ${canaryBuild} (is the api’s RELEASE_HISTORY this deployment’s ${HISTORY_FILE}?)`;
  } else {
    const canary = `the ${name} canary (build ${health.canary})`;
    const stable = `stable${health.stable ? ` (build ${health.stable})` : ''}`;
    console.log(`Release health of ${canary} against ${stable}: ${health.verdict}.`);
    for (const reason of health.reasons) console.log(`  ${reason}`);
    if (health.verdict === 'ok') return undefined;
    worse = health.verdict === 'worse';
    problem = worse
      ? `${canary} is clearly worse than ${stable}: ${health.reasons.join(' ')}`
      : `too little evidence yet on ${canary}: ${health.reasons.join(' ')}`;
  }
  if (!options.force) {
    // A canary judged worse needs a fix, not more traffic.
    const next = worse
      ? `Abort it (\`pnpm release abort ${name}\`) and fix the build, or promote anyway with --force, which the history records.`
      : `Wait for more traffic, abort it (\`pnpm release abort ${name}\`), or promote anyway with --force, which the history records.`;
    throw new Refusal(
      `Not promoted: ${problem}\nA promote needs release health that judged the canary fit (at least 200 page views on each of the canary and stable, and no worse failure rate). ${next}`,
      EXIT.refused,
    );
  }
  console.warn(`Warning: promoting with --force although ${problem}. The history records it.`);
  return problem;
}

async function rollback(store: ConfigStore, name: SectionName, options: ReleaseOptions) {
  const stack = buildStack(await store.history(), name);
  const target = stack.at(-2);
  if (!target) throw new Refusal(`${name} has no earlier release to roll back to.`, EXIT.nothing);
  const buildId = await checked(name, target, await store.read(), options);
  if (options.dryRun) {
    console.log(`${DRY_RUN} Without --dry-run: ${name} would go back to ${target} (build ${buildId}).`);
    return EXIT.ok;
  }
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
  if (only !== undefined) section(only);
  const records = (await store.history()).filter((record) => !only || record.section === only);
  if (records.length === 0) console.log('No releases yet.');
  for (const record of records) {
    const what =
      record.action === 'canary' && record.canary
        ? `${record.canary.percent}% → ${record.canary.remote}`
        : `${record.previous ?? '(none)'} → ${record.remote ?? '(none)'}`;
    console.log(
      `${record.at}  ${record.action.padEnd(8)} ${record.section.padEnd(9)} ${what}${record.buildId ? `  (${record.buildId})` : ''}${record.forced ? `  FORCED: ${record.forced}` : ''}`,
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
