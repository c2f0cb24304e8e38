import type { PageJs } from './bundle-size.js';
import type { LighthousePage } from './lighthouse.js';
import { KB } from './page-weight.js';
import { pct } from './format.js';
import { listLabel } from './lists.js';
import type { LoadOptions, LoadResult } from './load.js';
import { SHORT_LIST } from './options.js';
import type { Measured } from './scenarios.js';

/** What the bench holds the portal to. */
export const TARGETS = {
  sessionVsBaseline: 0.5,
  listVsBaseline: 0.3,
  deepVsFirst: 0.8,
  listP99Ms: 25,
  loginJsKb: 180,
  homeJsKb: 280,
  /** Lighthouse, mobile (issue 12): scores 0-100, times in ms. */
  lighthouse: {
    performanceHome: 90,
    performanceOther: 95,
    clsBelow: 0.05,
    tbtBelowMs: 200,
    lcpBelowMs: 2500,
    accessibility: 100,
    bestPractices: 100,
  },
  /** Compressed list answers against the same answers uncompressed (throughput within noise). */
  compressedVsPlain: 0.9,
} as const;

export interface Check {
  name: string;
  target: string;
  value: string;
  pass: boolean;
  note?: string;
}

/**
 * The throughput and latency targets. A run with failed requests cannot pass, whatever its
 * figures: the note says why.
 */
export function apiChecks(m: Measured, load: LoadOptions, longRows: number): Check[] {
  const checks: Check[] = [];
  const clean = (r: LoadResult) =>
    r.requests === 0
      ? `invalid run: no request of ${r.name} completed within ${load.duration} s`
      : r.non2xx + r.errors + r.timeouts === 0
        ? undefined
        : `invalid run: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} time-outs`;
  const ratio = (r: LoadResult) => r.rps / m.base.rps;
  const add = (name: string, target: string, value: string, pass: boolean, runs: LoadResult[]) => {
    const note = runs.map(clean).find(Boolean);
    checks.push({ name, target, value, pass: pass && !note, ...(note ? { note } : {}) });
  };
  /** Throughput against the baseline's. */
  const vsBaseline = (name: string, r: LoadResult, min: number) =>
    add(name, `>= ${pct(min)}`, pct(ratio(r)), ratio(r) >= min, [m.base, r]);
  const p99 = (name: string, r: LoadResult) =>
    add(name, `< ${TARGETS.listP99Ms} ms`, `${r.p99Ms} ms`, r.p99Ms < TARGETS.listP99Ms, [r]);

  const { session, page1, deep } = m;
  vsBaseline('session check vs baseline', session, TARGETS.sessionVsBaseline);
  vsBaseline('list first page vs baseline', page1, TARGETS.listVsBaseline);
  vsBaseline('list last page vs baseline', deep, TARGETS.listVsBaseline);
  add(
    'list last page vs first page',
    `>= ${TARGETS.deepVsFirst} x`,
    `${(deep.rps / page1.rps).toFixed(2)} x`,
    deep.rps >= TARGETS.deepVsFirst * page1.rps,
    [page1, deep],
  );
  p99('list first page p99', page1);
  p99('list last page p99', deep);
  for (const key of ['downloads', 'cases'] as const) {
    const short1 = m.listRun(key, 'short', 'first');
    for (const size of ['long', 'short'] as const) {
      for (const page of ['first', 'last'] as const) {
        const r = m.listRun(key, size, page);
        const name = `${listLabel(key, size === 'long' ? longRows : SHORT_LIST)}, ${page} page`;
        vsBaseline(`${name} vs baseline`, r, TARGETS.listVsBaseline);
        p99(`${name} p99`, r);
      }
    }
    // "Pages as fast as": the long list's first and last pages against the short list's first.
    for (const page of ['first', 'last'] as const) {
      const r = m.listRun(key, 'long', page);
      add(
        `${listLabel(key, longRows)} ${page} page vs ${SHORT_LIST} first page`,
        `>= ${TARGETS.deepVsFirst} x`,
        // The same ratio from server CPU per request, steady when the machine is shared.
        `${(r.rps / short1.rps).toFixed(2)} x` +
          (r.serverCpuUsPerReq && short1.serverCpuUsPerReq
            ? ` (CPU ${(short1.serverCpuUsPerReq / r.serverCpuUsPerReq).toFixed(2)} x)`
            : ''),
        r.rps >= TARGETS.deepVsFirst * short1.rps,
        [r, short1],
      );
    }
  }
  return checks;
}

/** The initial JavaScript budgets of the login and home pages. */
export function pageChecks(pagesJs: PageJs[]): Check[] {
  return pagesJs.map((pj) => {
    const budget = pj.name === 'login' ? TARGETS.loginJsKb : TARGETS.homeJsKb;
    return {
      name: `${pj.name} page initial JS (gzip)`,
      target: `<= ${budget} kB`,
      value: `${(pj.gzipBytes / KB).toFixed(1)} kB`,
      pass: pj.gzipBytes <= budget * KB,
      ...(pj.method === 'manifest' ? { note: 'estimated from the Vite manifest' } : {}),
    };
  });
}

/**
 * Lighthouse's figures of each public page against the targets. Performance, LCP and TBT depend
 * on the CPU (Lighthouse simulates a phone four times slower than the machine it runs on): on a
 * shared machine their note says how fast Lighthouse found it; CLS and the audits do not.
 */
export function lighthouseChecks(pages: LighthousePage[]): Check[] {
  const T = TARGETS.lighthouse;
  return pages.flatMap((p) => {
    const cpu = `CPU benchmark index ${Math.round(p.benchmarkIndex)}`;
    const audits = p.failedAudits.length ? p.failedAudits.join('; ') : undefined;
    const min = p.name === 'home' ? T.performanceHome : T.performanceOther;
    const check = (name: string, target: string, value: string, pass: boolean, note?: string) => ({
      name: `Lighthouse ${p.name}: ${name}`,
      target,
      value,
      pass,
      ...(note ? { note } : {}),
    });
    return [
      check('performance', `>= ${min}`, String(p.performance), p.performance >= min, cpu),
      check('LCP', `< ${T.lcpBelowMs} ms`, `${Math.round(p.lcpMs)} ms`, p.lcpMs < T.lcpBelowMs),
      check('TBT', `< ${T.tbtBelowMs} ms`, `${Math.round(p.tbtMs)} ms`, p.tbtMs < T.tbtBelowMs),
      check('CLS', `< ${T.clsBelow}`, p.cls.toFixed(3), p.cls < T.clsBelow),
      check(
        'accessibility',
        `${T.accessibility}`,
        String(p.accessibility),
        p.accessibility >= T.accessibility,
        audits,
      ),
      check(
        'best practices',
        `${T.bestPractices}`,
        String(p.bestPractices),
        p.bestPractices >= T.bestPractices,
        audits,
      ),
    ];
  });
}

/**
 * Compressed JSON answers (decision 0014): the long case list's first page compressed (as every
 * list scenario asks it) against the same page uncompressed, within the noise of a load run.
 */
export function compressionChecks(m: Measured): Check[] {
  if (!m.plain) return [];
  const { compressed, plain } = m.plain;
  const cpu = (r: LoadResult) =>
    r.serverCpuUsPerReq === null ? '?' : String(Math.round(r.serverCpuUsPerReq));
  return [
    {
      name: 'case list first page, compressed vs not',
      target: `>= ${TARGETS.compressedVsPlain} x`,
      value: `${(compressed.rps / plain.rps).toFixed(2)} x (CPU ${cpu(compressed)} vs ${cpu(plain)} µs)`,
      pass: compressed.rps >= TARGETS.compressedVsPlain * plain.rps,
    },
  ];
}
