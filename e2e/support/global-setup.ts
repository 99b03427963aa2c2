import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the real API (which serves the built SPA) once for every journey and stops it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Failure screenshots of an earlier run would only mislead.
  await rm(new URL('../screenshots/failures/', import.meta.url), { recursive: true, force: true });
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
