import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe } from 'vitest';
import { storageContract } from './storage.contract.js';
import { LocalStorage } from './storage.js';

let root: string;
let storage: LocalStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-storage-'));
  storage = new LocalStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const partialDir = () => path.join(root, '.partial');
const partials = async () =>
  fs.existsSync(partialDir()) ? fs.readdirSync(partialDir()).sort() : [];

describe('LocalStorage', () => {
  storageContract(() => ({
    storage,
    empty: () => new LocalStorage(path.join(root, 'empty')),
    partials,
    read: async (key) => fs.readFileSync(path.join(root, key), 'utf8'),
    writePartial: async (name, text) => {
      fs.mkdirSync(partialDir(), { recursive: true });
      fs.writeFileSync(path.join(partialDir(), name), text);
    },
    // Backdates every partial file, as if the process that wrote them had died a minute ago.
    age: async () => {
      const then = new Date(Date.now() - 60_000);
      for (const name of await partials()) fs.utimesSync(path.join(partialDir(), name), then, then);
      return new Date(Date.now() - 1000);
    },
  }));
});
