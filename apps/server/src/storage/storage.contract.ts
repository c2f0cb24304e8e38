import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { Recovered, Storage } from './storage.js';

/** What the shared cases need to look inside one implementation. */
export interface ContractHarness {
  storage: Storage & {
    recover(before: Date, isReferenced: (key: string) => Promise<boolean>): Promise<Recovered>;
  };
  /** A second store of the same kind with nothing in it (no partial directory either). */
  empty(): Storage;
  /** Names of the staged (partial) files or objects. */
  partials(): Promise<string[]>;
  /** What a key holds, as text (throws when nothing). */
  read(key: string): Promise<string>;
  /** Writes a partial of the given name directly, as a process killed midway would leave it. */
  writePartial(name: string, text: string): Promise<void>;
  /**
   * Makes everything staged so far older than the returned moment, and anything staged afterwards
   * newer (backdating files, or waiting for the clock of the object store).
   */
  age(): Promise<Date>;
}

/** The cases every storage passes (storage.test.ts: local disk; s3-storage.test.ts: a bucket). */
export function storageContract(h: () => ContractHarness): void {
  it('puts buffers and streams under their key, leaving no partial file', async () => {
    const { storage, read, partials } = h();
    await storage.put('avatar/a.png', Buffer.from('bytes'));
    await storage.put('docs/b.txt', Readable.from([Buffer.from('str'), Buffer.from('eam')]));
    expect(await read('avatar/a.png')).toBe('bytes');
    expect(await read('docs/b.txt')).toBe('stream');
    expect(await partials()).toEqual([]);
    expect(await storage.stat('docs/b.txt')).toEqual({ size: 6, modified: expect.any(Date) });
    expect(await storage.stat('docs/none.txt')).toBeNull();
    expect(await storage.open('docs/none.txt')).toBeNull();
  });

  it('leaves no partial or stored file when the source breaks off', async () => {
    const { storage, partials } = h();
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('avatar/cut.png', broken)).rejects.toThrow('client went away');
    expect(await partials()).toEqual([]);
    expect(await storage.exists('avatar/cut.png')).toBe(false);
  });

  it('keeps staged bytes out of the key until commit; discard drops them', async () => {
    const { storage, read, partials } = h();
    const kept = await storage.stage('avatar/c.png', Buffer.from('c'));
    const dropped = await storage.stage('avatar/d.png', Buffer.from('d'));
    expect(await storage.exists('avatar/c.png')).toBe(false);
    expect(await partials()).toHaveLength(2);
    await kept.commit();
    await dropped.discard();
    expect(await read('avatar/c.png')).toBe('c');
    expect(await storage.exists('avatar/d.png')).toBe(false);
    expect(await partials()).toEqual([]);
  });

  it('reads a byte range, streams whole files, and removes', async () => {
    const { storage } = h();
    await storage.put('docs/r.txt', Buffer.from('0123456789'));
    const text = async (s: Readable | null) => {
      const chunks: Buffer[] = [];
      for await (const c of s!) chunks.push(c as Buffer);
      return Buffer.concat(chunks).toString();
    };
    expect(await text(await storage.open('docs/r.txt', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.open('docs/r.txt', { start: 9, end: 9 }))).toBe('9');
    expect(await text(storage.get('docs/r.txt'))).toBe('0123456789');
    await storage.remove('docs/r.txt');
    expect(await storage.exists('docs/r.txt')).toBe(false);
    await expect(text(storage.get('docs/r.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses keys that could reach the partial files or leave the root', async () => {
    const { storage } = h();
    for (const key of ['.partial/x', '../x', 'a/../../x', 'a b'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
  });

  it('recovers what a killed process left: finishes a write whose row exists, removes the rest', async () => {
    const { storage, read, partials, writePartial, age } = h();
    // Killed after the row of avatar/e.png was committed, and before the row of avatar/f.png.
    await storage.stage('avatar/e.png', Buffer.from('e'));
    await storage.stage('avatar/f.png', Buffer.from('f'));
    // Killed in the middle of writing: a partial name, any bytes, and a name stage never makes.
    await writePartial('avatar~g.png~99-1', 'half');
    await writePartial('junk', 'junk');
    const before = await age();
    // A write still running (in another process) is newer than the start: left alone.
    await storage.stage('avatar/h.png', Buffer.from('h'));
    const asked: string[] = [];

    const recovered = await storage.recover(before, async (key) => {
      asked.push(key);
      return key === 'avatar/e.png';
    });

    expect(recovered.completed).toEqual(['avatar/e.png']);
    expect(recovered.removed).toHaveLength(3);
    expect(await read('avatar/e.png')).toBe('e');
    expect(await storage.exists('avatar/f.png')).toBe(false);
    expect(await storage.exists('avatar/g.png')).toBe(false);
    expect(asked.sort()).toEqual(['avatar/e.png', 'avatar/f.png', 'avatar/g.png']);
    expect(await partials()).toEqual([expect.stringMatching(/^avatar~h\.png~\d+-\d+$/)]);
  });

  it('never overwrites a stored file when recovering, and copes with no partial directory', async () => {
    const { storage, read, empty, age } = h();
    expect(await empty().recover(new Date(), async () => true)).toEqual({
      completed: [],
      removed: [],
    });
    await storage.put('avatar/i.png', Buffer.from('stored'));
    await storage.stage('avatar/i.png', Buffer.from('stale'));
    const before = await age();
    const recovered = await storage.recover(before, async () => true);
    expect(recovered).toEqual({ completed: [], removed: [expect.stringMatching(/^avatar~i/)] });
    expect(await read('avatar/i.png')).toBe('stored');
  });
}
