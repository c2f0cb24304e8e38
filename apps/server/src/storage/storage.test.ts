import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './storage.js';

let root: string;
let storage: LocalStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-storage-'));
  storage = new LocalStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const partials = () => fs.readdirSync(path.join(root, '.partial'));
const read = (key: string) => fs.readFileSync(path.join(root, key), 'utf8');

/** Backdates every partial file, as if the process that wrote them had died a minute ago. */
function ageAll(): void {
  const then = new Date(Date.now() - 60_000);
  for (const name of partials()) fs.utimesSync(path.join(root, '.partial', name), then, then);
}

describe('LocalStorage', () => {
  it('puts buffers and streams under their key, leaving no partial file', async () => {
    await storage.put('avatar/a.png', Buffer.from('bytes'));
    await storage.put('docs/b.txt', Readable.from([Buffer.from('str'), Buffer.from('eam')]));
    expect(read('avatar/a.png')).toBe('bytes');
    expect(read('docs/b.txt')).toBe('stream');
    expect(partials()).toEqual([]);
  });

  it('leaves no partial or stored file when the source breaks off', async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('avatar/cut.png', broken)).rejects.toThrow('client went away');
    expect(partials()).toEqual([]);
    expect(fs.existsSync(path.join(root, 'avatar/cut.png'))).toBe(false);
  });

  it('keeps staged bytes out of the key until commit; discard drops them', async () => {
    const kept = await storage.stage('avatar/c.png', Buffer.from('c'));
    const dropped = await storage.stage('avatar/d.png', Buffer.from('d'));
    expect(await storage.exists('avatar/c.png')).toBe(false);
    expect(partials()).toHaveLength(2);
    await kept.commit();
    await dropped.discard();
    expect(read('avatar/c.png')).toBe('c');
    expect(await storage.exists('avatar/d.png')).toBe(false);
    expect(partials()).toEqual([]);
  });

  it('refuses keys that could reach the partial files or leave the root', async () => {
    for (const key of ['.partial/x', '../x', 'a/../../x', 'a b'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
  });

  it('recovers what a killed process left: finishes a write whose row exists, removes the rest', async () => {
    // Killed after the row of avatar/e.png was committed, and before the row of avatar/f.png.
    await storage.stage('avatar/e.png', Buffer.from('e'));
    await storage.stage('avatar/f.png', Buffer.from('f'));
    // Killed in the middle of writing: a partial name, any bytes, and a name stage never makes.
    fs.writeFileSync(path.join(root, '.partial', 'avatar~g.png~99-1'), 'half');
    fs.writeFileSync(path.join(root, '.partial', 'junk'), 'junk');
    ageAll();
    // A write still running (in another process) is newer than the start: left alone.
    await storage.stage('avatar/h.png', Buffer.from('h'));
    const asked: string[] = [];

    const recovered = await storage.recover(new Date(Date.now() - 1000), async (key) => {
      asked.push(key);
      return key === 'avatar/e.png';
    });

    expect(recovered.completed).toEqual(['avatar/e.png']);
    expect(recovered.removed).toHaveLength(3);
    expect(read('avatar/e.png')).toBe('e');
    expect(await storage.exists('avatar/f.png')).toBe(false);
    expect(await storage.exists('avatar/g.png')).toBe(false);
    expect(asked.sort()).toEqual(['avatar/e.png', 'avatar/f.png', 'avatar/g.png']);
    expect(partials()).toEqual([expect.stringMatching(/^avatar~h\.png~\d+-\d+$/)]);
  });

  it('never overwrites a stored file when recovering, and copes with no partial directory', async () => {
    expect(
      await new LocalStorage(path.join(root, 'empty')).recover(new Date(), async () => true),
    ).toEqual({ completed: [], removed: [] });
    await storage.put('avatar/i.png', Buffer.from('stored'));
    await storage.stage('avatar/i.png', Buffer.from('stale'));
    ageAll();
    const recovered = await storage.recover(new Date(), async () => true);
    expect(recovered).toEqual({ completed: [], removed: [expect.stringMatching(/^avatar~i/)] });
    expect(read('avatar/i.png')).toBe('stored');
  });
});
