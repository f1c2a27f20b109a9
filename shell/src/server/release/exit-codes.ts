/** Exit codes a CI pipeline can rely on. */
export const EXIT = {
  ok: 0,
  /** The preflight refused the build; config.json is untouched. */
  refused: 1,
  /** The command line was wrong. */
  usage: 2,
  /** config.json could not be read, locked or written (another release held the lock too long). */
  store: 3,
  /** Nothing to do: no earlier build to roll back to, no canary to promote or abort. */
  nothing: 4,
} as const;
