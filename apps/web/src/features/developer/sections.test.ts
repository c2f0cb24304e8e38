import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION, resolveSection, sectionPath } from './sections';

describe('developer sections', () => {
  it('picks the section of menuIndex', () => {
    expect(resolveSection('2-1')).toBe('2-1');
    expect(resolveSection('2-4')).toBe('2-4');
  });

  it('shows the first section for the app sections of a later issue and for anything else', () => {
    expect(DEFAULT_SECTION).toBe('2-1');
    expect(resolveSection('1-1')).toBe('2-1');
    expect(resolveSection(null)).toBe('2-1');
    expect(resolveSection('9')).toBe('2-1');
  });

  it('builds section addresses', () => {
    expect(sectionPath('2-1', { categoryId: 4 })).toBe('/developer?menuIndex=2-1&categoryId=4');
    expect(sectionPath('2-5')).toBe('/developer?menuIndex=2-5');
  });
});
