/** Exit codes a CI pipeline can rely on. */
export const EXIT = {
  ok: 0,
  /** The preflight refused the build; config.json is untouched. */
  refused: 1,
  /** The command line was wrong. */
  usage: 2,
  /**
   * config.json could not be read, locked or written: another release held the file's lock too
   * long, its URL could not be reached or answered an error, or other releases kept writing it
   * first. Nothing was changed (or, said on stderr, the change is recorded and the next release
   * carries it into config.json); trying again later may succeed.
   */
  store: 3,
  /** Nothing to do: no earlier build to roll back to, no canary to promote or abort. */
  nothing: 4,
  /** The config's URL refused the release (401/403): RELEASE_TOKEN is missing or not accepted. */
  unauthorised: 5,
} as const;
