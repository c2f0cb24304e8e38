import fs from 'node:fs';
import { CHROMIUM, CHROMIUM_FLAGS } from './bundle-size.js';
import { log } from './format.js';

/**
 * Lighthouse (npm `lighthouse`, its mobile defaults: a mid-range phone's screen, simulated slow 4G
 * and a 4x slower CPU) on the four pages a visitor opens first, each page run three times in a
 * fresh Debian Chromium and every figure the median of its runs. Lighthouse never downloads a
 * browser here: chrome-launcher starts /usr/bin/chromium with the flags below.
 */

export interface LighthousePageToMeasure {
  name: string;
  /** Path under the site, e.g. /seuiot/portal/login. */
  path: string;
}

/** The public pages of issue 12, under the app's basename. */
export const LIGHTHOUSE_PAGES: LighthousePageToMeasure[] = [
  { name: 'home', path: '/seuiot/' },
  { name: 'login', path: '/seuiot/portal/login' },
  { name: 'solution', path: '/seuiot/solution' },
  { name: 'marketplace', path: '/seuiot/marketplace' },
];

export const LIGHTHOUSE_RUNS = 3;

/** One page's figures: each the median of its runs. */
export interface LighthousePage {
  name: string;
  path: string;
  runs: number;
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes over the wire (compressed), every request of the load. */
  transferBytes: number;
  /** Lighthouse's measure of this machine's CPU speed (lower when other programs share it). */
  benchmarkIndex: number;
  /** Accessibility and best-practice audits that failed in any run: `id: title`. */
  failedAudits: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferBytes: number;
  benchmarkIndex: number;
  failedAudits: string[];
}

/** One Lighthouse run of `url` in a browser of its own (an empty profile: a first visit). */
async function runOnce(url: string): Promise<Run> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failedAudits: string[] = [];
    for (const id of ['accessibility', 'best-practices']) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failedAudits.push(`${ref.id}: ${audit.title}`);
      }
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      transferBytes: value('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * A run again when Lighthouse itself failed (it sometimes loses the trace of a load, NO_NAVSTART,
 * on a busy machine), at most three tries.
 */
async function runWithRetries(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (err) {
      if (attempt >= 3) throw err;
      log(`  Lighthouse ${url}: ${err instanceof Error ? err.message : String(err)}; again`);
    }
  }
}

/** Every page `runs` times, the pages taking turns (a slow moment of the machine hits them all). */
export async function lighthousePages(
  origin: string,
  pages: LighthousePageToMeasure[] = LIGHTHOUSE_PAGES,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthousePage[]> {
  const results = new Map<string, Run[]>(pages.map((p) => [p.name, []]));
  for (let round = 0; round < runs; round++) {
    for (const p of pages) {
      const run = await runWithRetries(origin + p.path);
      results.get(p.name)!.push(run);
      log(
        `  Lighthouse ${p.name} run ${round + 1}/${runs}: performance ${run.performance}, ` +
          `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
      );
    }
  }
  return pages.map((p) => {
    const all = results.get(p.name)!;
    const m = (key: Exclude<keyof Run, 'failedAudits'>) => median(all.map((r) => r[key]));
    return {
      name: p.name,
      path: p.path,
      runs: all.length,
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      fcpMs: m('fcpMs'),
      lcpMs: m('lcpMs'),
      tbtMs: m('tbtMs'),
      cls: m('cls'),
      speedIndexMs: m('speedIndexMs'),
      transferBytes: m('transferBytes'),
      benchmarkIndex: m('benchmarkIndex'),
      failedAudits: [...new Set(all.flatMap((r) => r.failedAudits))],
    };
  });
}

/** Lighthouse on the public pages, or why it could not run. */
export async function measureLighthouse(
  origin: string,
): Promise<{ pages: LighthousePage[]; skipped?: string }> {
  if (!fs.existsSync(CHROMIUM)) return { pages: [], skipped: `${CHROMIUM} is not installed` };
  log('');
  log(`Lighthouse (mobile, ${LIGHTHOUSE_RUNS} runs per page)`);
  try {
    return { pages: await lighthousePages(origin) };
  } catch (err) {
    return {
      pages: [],
      skipped: `Lighthouse failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
    };
  }
}
