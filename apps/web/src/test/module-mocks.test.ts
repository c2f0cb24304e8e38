import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesThatMockModules } from './module-mocks';

const apps = path.resolve(import.meta.dirname, '../../..');

describe('test files that replace a module (decision 0051)', () => {
  it('are found wherever they are under src', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mocks-'));
    try {
      fs.mkdirSync(path.join(root, 'src/features/x'), { recursive: true });
      fs.writeFileSync(path.join(root, 'src/features/x/a.test.tsx'), "vi.mock('./y');\n");
      fs.writeFileSync(path.join(root, 'src/features/x/b.test.ts'), 'vi.fn();\n');
      fs.writeFileSync(path.join(root, 'src/features/x/c.ts'), "vi.doMock('./y');\n");
      expect(filesThatMockModules(root)).toEqual(['src/features/x/a.test.tsx']);
    } finally {
      fs.rmSync(root, { recursive: true });
    }
  });

  it('run in the web’s isolated project, and the console has none', () => {
    expect(filesThatMockModules(path.join(apps, 'web')).length).toBeGreaterThan(0);
    expect(filesThatMockModules(path.join(apps, 'console'))).toEqual([]);
  });
});
