import { Hono } from 'hono';
import type { Env } from '../env';

/** LanguageTool-protocol endpoints (`POST /v2/check`, `GET /v2/languages`). Built in the tools issue. */
export function grammarRoutes(_env: Env) {
  return new Hono();
}
