import { describe, expect, it } from 'vitest';
import { TOP_MENU } from './navigation';
import { findRouteMeta } from './router';

describe('top menu', () => {
  it('marks exactly the entries whose page needs a login', () => {
    for (const item of TOP_MENU) {
      const meta = findRouteMeta(item.to.split('?')[0]!);
      expect(meta, item.to).toBeDefined();
      expect(item.loginOnly ?? false, item.to).toBe(meta!.requiresLogin);
    }
  });
});
