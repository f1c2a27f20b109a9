import { createHash, randomUUID } from 'node:crypto';
import { SECTION_NAMES, type RuntimeConfig } from '@shared/platform/core';

/**
 * A random id the visitor's browser keeps while a canary runs. A section's canary is given to the
 * visitors whose id hashes (with the section's name) below its percentage, so one visitor always
 * sees one build of a section, and two sections' canaries reach different visitors.
 */
export const VISITOR_COOKIE = 'release_visitor';
const VISITOR_ID = /^[0-9a-f-]{36}$/;
const MAX_AGE_S = 60 * 60 * 24 * 30;

export function visitorIdFrom(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && value && VISITOR_ID.test(value)) return value;
  }
  return undefined;
}

/** The visitor's place, 0–99, for one section: a stable hash of the id and the section. */
export function bucketOf(visitorId: string, section: string): number {
  return createHash('sha256').update(`${section}:${visitorId}`).digest().readUInt32BE(0) % 100;
}

export interface CanaryAssignment {
  /** The config this visitor's page renders with: `remotes` resolved, no `canaries` left. */
  config: RuntimeConfig;
  /** Which sections this visitor gets the canary of, e.g. `blog` (part of the page cache key). */
  key: string;
  /** A `Set-Cookie` value when the visitor had no id and a canary is running. */
  setCookie?: string;
}

/** Resolves a config's canaries for one visitor (a new id when the visitor has none). */
export function assignCanaries(config: RuntimeConfig, cookieHeader: string, secure: boolean): CanaryAssignment {
  const canaries = config.canaries;
  if (!canaries || Object.keys(canaries).length === 0) return { config, key: '' };
  let visitorId = visitorIdFrom(cookieHeader);
  let setCookie: string | undefined;
  if (!visitorId) {
    visitorId = randomUUID();
    setCookie = `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  }
  const remotes = { ...config.remotes };
  const chosen: string[] = [];
  for (const section of SECTION_NAMES) {
    const canary = canaries[section];
    if (canary && bucketOf(visitorId, section) < canary.percent) {
      remotes[section] = canary.remote;
      chosen.push(section);
    }
  }
  const { canaries: _resolved, ...rest } = config;
  return { config: { ...rest, remotes }, key: chosen.join(','), setCookie };
}
