import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SECTION,
  isAppSection,
  MENU_SECTIONS,
  menuSection,
  resolveSection,
  sectionPath,
} from './sections';

describe('developer sections', () => {
  it('picks the section of menuIndex', () => {
    expect(resolveSection('2-1')).toBe('2-1');
    expect(resolveSection('2-4')).toBe('2-4');
  });

  it('picks the app sections (issue 13) and marks the list for those reached from it', () => {
    expect(resolveSection('1-1')).toBe('1-1');
    expect(resolveSection('1-4')).toBe('1-4');
    expect(isAppSection('1-2')).toBe(true);
    expect(isAppSection('2-2')).toBe(false);
    expect(menuSection('1-3')).toBe('1-1');
    expect(menuSection('1-4')).toBe('1-1');
    expect(menuSection('1-2')).toBe('1-2');
    expect(MENU_SECTIONS.map((section) => section.key)).toEqual([
      '1-1',
      '1-2',
      '2-1',
      '2-2',
      '2-3',
      '2-4',
      '2-5',
    ]);
  });

  it('shows the first resource section for anything else', () => {
    expect(DEFAULT_SECTION).toBe('2-1');
    expect(resolveSection('1-9')).toBe('2-1');
    expect(resolveSection(null)).toBe('2-1');
    expect(resolveSection('9')).toBe('2-1');
  });

  it('builds section addresses', () => {
    expect(sectionPath('2-1', { categoryId: 4 })).toBe('/developer?menuIndex=2-1&categoryId=4');
    expect(sectionPath('2-5')).toBe('/developer?menuIndex=2-5');
  });
});
