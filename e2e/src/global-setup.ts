import type { TestProject } from 'vitest/node';
import { DOMESTIC_HOST, OVERSEAS_HOST, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin served as the domestic (Chinese, SMS) edition. */
    domesticOrigin: string;
    /** Origin served as the overseas (English, e-mail) edition: same server, another host name. */
    overseasOrigin: string;
    /** The server's DATA_DIR (SQLite file portal.db), for fixtures that prepare accounts. */
    dataDir: string;
  }
}

/** One server for the whole run, with a fresh database; stopped and removed at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('domesticOrigin', `http://${DOMESTIC_HOST}:${server.port}`);
  project.provide('overseasOrigin', `http://${OVERSEAS_HOST}:${server.port}`);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
