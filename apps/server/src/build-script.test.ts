import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** scripts/build.mjs (decision 0045): `npm run build` and `npm start` skip what is up to date. */
interface Part {
  name: string;
}
type Step = [string, string[]];
interface BuildScript {
  PARTS: Part[];
  inputsFingerprint(root: string, part: Part, env?: Record<string, string>): string;
  build(
    root: string,
    options: {
      force?: boolean;
      env?: Record<string, string>;
      run: (step: Step) => Promise<number>;
      log: (line: string) => void;
    },
  ): Promise<number>;
}

const scriptUrl = pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/build.mjs'));
const script = (await import(scriptUrl.href)) as BuildScript;
const part = (name: string): Part => script.PARTS.find((p) => p.name === name)!;

let root: string;
function write(rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
}
const fingerprints = (): Record<string, string> =>
  Object.fromEntries(script.PARTS.map((p) => [p.name, script.inputsFingerprint(root, p, {})]));

/** Stands in for tsc, vite and precompress.js: writes the files they would, records the command. */
let ran: string[];
async function fakeRun([cmd, args]: Step): Promise<number> {
  ran.push(`${cmd} ${args.join(' ')}`);
  if (args[0] === 'tsc') {
    const dir = args[2]!;
    for (const file of fs.readdirSync(path.join(root, dir, 'src'), { recursive: true })) {
      if (String(file).endsWith('.ts'))
        write(`${dir}/dist/${String(file).replace(/\.ts$/, '.js')}`, '');
    }
  } else if (cmd === 'npm') {
    write(`${args[3]!}/dist/index.html`, `<html>${Date.now()}</html>`);
  } else {
    write(`${args[1]!}/index.html.br`, 'br');
  }
  return 0;
}
async function build(force = false): Promise<string[]> {
  ran = [];
  expect(await script.build(root, { force, env: {}, run: fakeRun, log: () => {} })).toBe(0);
  return ran.sort();
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-build-'));
  write('package-lock.json', '{}');
  write('packages/contract/src/index.ts', 'export const A = 1;');
  write('apps/server/src/main.ts', 'import "@seuiot/contract";');
  write('apps/server/src/cli/precompress.ts', '');
  write('apps/web/src/main.tsx', 'export {};');
  write('apps/web/src/main.test.tsx', 'export {};');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/console/src/main.tsx', 'export {};');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const EVERYTHING = [
  'node apps/server/dist/cli/precompress.js apps/console/dist',
  'node apps/server/dist/cli/precompress.js apps/web/dist',
  'npm run build -w apps/console',
  'npm run build -w apps/web',
  'npx tsc -b apps/server',
  'npx tsc -b packages/contract',
];

/** Without a dist, tsc -b is told to rebuild all (its tsbuildinfo may survive dist). */
const FIRST = EVERYTHING.map((c) => (c.startsWith('npx') ? `${c} --force` : c));

describe('the build fingerprint', () => {
  it('is stable when nothing changed, also when a file is only touched', () => {
    const before = fingerprints();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'apps/web/src/main.tsx'), later, later);
    expect(fingerprints()).toEqual(before);
  });

  it('changes for the part whose source changed, and for every part with the contract', () => {
    const before = fingerprints();
    write('apps/web/src/main.tsx', 'export const changed = true;');
    const afterWeb = fingerprints();
    expect(afterWeb.web).not.toBe(before.web);
    expect({ ...afterWeb, web: before.web }).toEqual(before);

    write('packages/contract/src/index.ts', 'export const A = 2;');
    const afterContract = fingerprints();
    for (const name of ['contract', 'server', 'web', 'console']) {
      expect(afterContract[name], name).not.toBe(afterWeb[name]);
    }
  });

  it('ignores the web tests (vite never bundles them) and counts a new source file', () => {
    const before = fingerprints();
    write('apps/web/src/main.test.tsx', 'it("changed", () => {});');
    expect(fingerprints()).toEqual(before);
    write('apps/web/src/new-page.tsx', 'export {};');
    expect(fingerprints().web).not.toBe(before.web);
  });

  it('changes the web and the console with a VITE_ variable, not the server', () => {
    const before = fingerprints();
    const web = script.inputsFingerprint(root, part('web'), { VITE_X: '1' });
    const server = script.inputsFingerprint(root, part('server'), { VITE_X: '1' });
    expect(web).not.toBe(before.web);
    expect(server).toBe(before.server);
  });
});

describe('scripts/build.mjs', () => {
  it('builds everything once, then nothing until something changes', async () => {
    expect(await build()).toEqual(FIRST);
    expect(await build()).toEqual([]);
  });

  it('rebuilds only the web (and precompresses it) after a change in the web', async () => {
    await build();
    write('apps/web/src/main.tsx', 'export const changed = true;');
    expect(await build()).toEqual([
      'node apps/server/dist/cli/precompress.js apps/web/dist',
      'npm run build -w apps/web',
    ]);
  });

  it('rebuilds everything after a change in the contract', async () => {
    await build();
    write('packages/contract/src/index.ts', 'export const A = 2;');
    expect(await build()).toEqual(EVERYTHING);
  });

  it('rebuilds a part whose output is missing or was changed, tsc with --force', async () => {
    await build();
    // tsc -b alone would say "up to date": its tsbuildinfo lives outside dist.
    fs.rmSync(path.join(root, 'apps/server/dist/main.js'));
    expect(await build()).toEqual(['npx tsc -b apps/server --force']);

    fs.rmSync(path.join(root, 'apps/console/dist'), { recursive: true });
    write('apps/web/dist/index.html', '<html>another build</html>');
    expect(await build()).toEqual([
      'node apps/server/dist/cli/precompress.js apps/console/dist',
      'node apps/server/dist/cli/precompress.js apps/web/dist',
      'npm run build -w apps/console',
      'npm run build -w apps/web',
    ]);
  });

  it('rebuilds everything when forced, tsc with --force', async () => {
    await build();
    expect(await build(true)).toEqual(FIRST);
  });

  it('builds again after a failed build, and starts nothing after a failure', async () => {
    await build();
    write('packages/contract/src/index.ts', 'export const A = 3;');
    ran = [];
    const failing = async (step: Step): Promise<number> => {
      ran.push(`${step[0]} ${step[1].join(' ')}`);
      return step[1].includes('packages/contract') ? 1 : fakeRun(step);
    };
    const code = await script.build(root, { env: {}, run: failing, log: () => {} });
    expect(code).toBe(1);
    expect(ran).not.toContain('npx tsc -b apps/server');
    expect(await build()).toEqual(EVERYTHING);
  });
});
