import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate, type TemplateDb } from './template-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded database that createTestApp copies (decision 0042). */
    templateDb: TemplateDb;
  }
}

/**
 * Runs once per run of the server project, in vitest's main process before any worker: builds
 * the template database with this checkout's migrations and seeds (so it is never stale) and
 * drops it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  const template = await buildTemplate(adminUrl);
  project.provide('templateDb', template);
  return () => dropTemplate(template, adminUrl);
}
