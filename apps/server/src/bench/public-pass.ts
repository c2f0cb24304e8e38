import { ROUTES } from '@seuiot/contract';
import type { Config } from '../config.js';
import { apiChecks, compressionChecks, type Check } from './checks.js';
import { measureCompression, type CompressionCost } from './compression.js';
import { log, num } from './format.js';
import { getJson, loginCookie } from './http.js';
import { openCatalogueLists, openNotices, type CatalogueList, type ListFilters } from './lists.js';
import { warmUp } from './load.js';
import { SHORT_LIST, type BenchOptions } from './options.js';
import type { Child } from './processes.js';
import { measureScenarios, scenariosFor, type Measured } from './scenarios.js';

/** What the public pass found: the anonymous lists and the session check, on SQLite. */
export interface PublicFindings {
  measured: Measured;
  notices: { generated: number; published: number; lastPage: number };
  lists: CatalogueList[];
  /** What compressing a list page costs per request when it is not a cached page. */
  compression: CompressionCost | null;
  checks: Check[];
}

export async function publicPass(ctx: {
  config: Config;
  server: Child;
  baseline: Child;
  filters: ListFilters;
  options: BenchOptions;
}): Promise<PublicFindings> {
  const { config, server, options } = ctx;
  log('');
  log('Public pass (SQLite)');
  const api = `${server.origin}${config.apiPrefix}`;
  const cookie = await loginCookie(api, config.cipherKey);
  const me = await getJson<{ rescode: number }>(`${api}${ROUTES.currentUser}`, { cookie });
  if (me.rescode !== 200)
    throw new Error(`session check does not accept the demo session: ${JSON.stringify(me)}`);
  const notices = await openNotices(server.origin, config.apiPrefix);
  log(`Published notices: ${num(notices.total)} (last page ${num(notices.lastPage)})`);
  const longRows = options.catalogue;
  const lists = await openCatalogueLists(
    server.origin,
    config.apiPrefix,
    ctx.filters,
    cookie,
    longRows,
  );
  // The long and short lists share their code path: warm it on the cheap one (the short list's
  // first page), or the list measured first pays for compiling it.
  for (const list of lists.filter((l) => l.size === 'short'))
    await warmUp(server.origin + list.path(list.id, 1), list.headers);
  log(
    `Catalogue lists: download-centre folders ${ctx.filters.downloads.long} (${num(longRows)} files) and ` +
      `${ctx.filters.downloads.short} (${SHORT_LIST}); solution-case industries ${ctx.filters.cases.long} ` +
      `(${num(longRows)} cases) and ${ctx.filters.cases.short} (${SHORT_LIST})`,
  );
  const scenarios = scenariosFor({
    server,
    baseline: ctx.baseline,
    apiPrefix: config.apiPrefix,
    cookie,
    notices,
    lists,
  });
  const measured = await measureScenarios(scenarios, options.load, options.rounds);
  const cases = lists.find((l) => l.key === 'cases' && l.size === 'long');
  const compression = cases
    ? await measureCompression(server.origin + cases.path(cases.id, 1))
    : null;
  return {
    measured,
    notices: { generated: options.notices, published: notices.total, lastPage: notices.lastPage },
    lists,
    compression,
    checks: [...apiChecks(measured, options.load, longRows), ...compressionChecks(measured)],
  };
}
