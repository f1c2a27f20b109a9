import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';

/** Starts one PostgreSQL server for the run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}
