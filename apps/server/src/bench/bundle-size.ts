import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** The JavaScript a first visit of one page downloads, with its gzip size. */
export interface PageJs {
  name: string;
  /** Path under the site, e.g. /seuiot/portal/login. */
  path: string;
  method: 'browser' | 'manifest';
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

export interface PageToMeasure {
  name: string;
  path: string;
  /** For the manifest estimate: source modules (of Vite's manifest) the route lazily loads. */
  routeModules: RegExp;
}

export const CHROMIUM = '/usr/bin/chromium';

/** The flags every browser of the bench starts with (lighthouse.ts too). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** gzip level 9, as the build's precompress step writes the .gz files the server sends. */
function gzipSize(data: Buffer): number {
  return zlib.gzipSync(data, { level: 9 }).length;
}

function total(files: PageJs['files']): number {
  return files.reduce((s, f) => s + f.gzipBytes, 0);
}

/**
 * The truthful measure: a fresh headless Chromium (empty cache and profile) loads the page and
 * every JavaScript response until the network is idle is counted, whether the entry, a preload or
 * a lazily loaded route chunk.
 */
export async function measureInBrowser(origin: string, pages: PageToMeasure[]): Promise<PageJs[]> {
  const { chromium } = await import('playwright-core');
  const results: PageJs[] = [];
  for (const p of pages) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-bench-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_FLAGS,
    });
    try {
      const page = await context.newPage();
      const bodies: Promise<PageJs['files'][number] | null>[] = [];
      const broken: string[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const contentType = response.headers()['content-type'] ?? '';
        if (type !== 'script' && !/javascript/.test(contentType)) return;
        if (response.status() >= 300) {
          broken.push(`${response.status()} ${new URL(response.url()).pathname}`);
          return;
        }
        bodies.push(
          response.body().then(
            (body) => ({
              file: new URL(response.url()).pathname,
              bytes: body.length,
              gzipBytes: gzipSize(body),
            }),
            () => null,
          ),
        );
      });
      await page.goto(origin + p.path, { waitUntil: 'networkidle', timeout: 60_000 });
      const files = (await Promise.all(bodies)).filter((f) => f !== null);
      if (broken.length) {
        // Typically the web app was rebuilt while the server ran: its index.html is read at start.
        throw new Error(`${p.path}: script requests failed: ${broken.join(', ')}`);
      }
      results.push({
        name: p.name,
        path: p.path,
        method: 'browser',
        files,
        gzipBytes: total(files),
      });
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }
  return results;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The estimate without a browser, from Vite's build manifest: the entry and its static imports
 * (what index.html loads and modulepreloads), plus the lazily loaded chunks whose source matches
 * the route's modules, with their static imports.
 */
export function measureFromManifest(webDist: string, pages: PageToMeasure[]): PageJs[] {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (keys: string[], into: Set<string>) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
  };
  const entries = Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .map(([k]) => k);
  const initial = new Set<string>();
  closure(entries, initial);
  return pages.map((p) => {
    const keys = new Set(initial);
    const routeKeys = Object.entries(manifest)
      .filter(([k, c]) => c.isDynamicEntry && p.routeModules.test(c.src ?? k))
      .map(([k]) => k);
    closure(routeKeys, keys);
    const files = [...keys]
      .map((k) => manifest[k]?.file ?? '')
      .filter((f) => f.endsWith('.js'))
      .map((f) => {
        const data = fs.readFileSync(path.join(webDist, f));
        return { file: `/seuiot/${f}`, bytes: data.length, gzipBytes: gzipSize(data) };
      });
    return {
      name: p.name,
      path: p.path,
      method: 'manifest' as const,
      files,
      gzipBytes: total(files),
    };
  });
}
