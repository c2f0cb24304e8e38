import { describe, expect, it } from 'vitest';
import { CENTER_SECTIONS, currentSection, sectionHref, sectionOf } from './center-sections';

describe('personal center sections', () => {
  it('picks the section of menuIndex', () => {
    expect(CENTER_SECTIONS.map((section) => section.index)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(sectionOf('4').labelKey).toBe('menu.enterprise');
    expect(sectionOf('0').labelKey).toBe('menu.favourites');
    expect(sectionOf('6').labelKey).toBe('menu.messages');
  });

  it('shows my info for a missing or unknown menuIndex', () => {
    for (const index of [null, '', '8', '99', 'x']) {
      expect(sectionOf(index).labelKey, String(index)).toBe('menu.myInfo');
    }
  });

  it('shows my info for 6 when the messages section is not offered', () => {
    const without = CENTER_SECTIONS.filter((section) => section.index !== '6');
    expect(sectionOf('6', without).labelKey).toBe('menu.myInfo');
    expect(sectionOf('5', without).labelKey).toBe('menu.loginRecords');
  });

  it('opens my work orders at /center/orders, where the messages link', () => {
    expect(currentSection('orders', null).labelKey).toBe('menu.orders');
    expect(currentSection('orders', '1').labelKey).toBe('menu.myInfo');
    expect(currentSection('12', null).labelKey).toBe('menu.myInfo');
    expect(currentSection(undefined, '7').labelKey).toBe('menu.orders');
    expect(sectionHref('/center', '?menuIndex=1', '7')).toBe('/center/orders');
    expect(sectionHref('/center/orders', '?id=4&status=2&lang=en', '0')).toBe(
      '/center?menuIndex=0&lang=en',
    );
  });

  it('links to a section keeping the path and the other parameters', () => {
    expect(sectionHref('/center/7', '?menuIndex=1&lang=en', '5')).toBe(
      '/center/7?menuIndex=5&lang=en',
    );
    expect(sectionHref('/center', '', '2')).toBe('/center?menuIndex=2');
  });
});
