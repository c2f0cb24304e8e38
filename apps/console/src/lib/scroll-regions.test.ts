import { describe, expect, it } from 'vitest';
import { markScrollRegions } from './scroll-regions';

/** A table box laid out `scroll` px wide in `client` px (jsdom lays nothing out itself). */
function box(scroll: number, client: number, className = 'ant-table-content') {
  const el = document.createElement('div');
  el.className = className;
  el.style.overflowX = 'auto';
  Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => scroll });
  Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => client });
  document.body.append(el);
  return el;
}

describe('scroll regions a keyboard can scroll', () => {
  it('makes a scrolling box with nothing focusable inside focusable, and undoes it when that changes', () => {
    const empty = box(560, 368);
    const fits = box(300, 368);
    markScrollRegions();
    expect(empty.getAttribute('tabindex')).toBe('0');
    expect(fits.hasAttribute('tabindex')).toBe(false);

    // Rows with a button arrive: tabbing to the button scrolls the box, no extra tab stop.
    empty.append(document.createElement('button'));
    markScrollRegions();
    expect(empty.hasAttribute('tabindex')).toBe(false);
  });

  it('leaves a box that does not scroll by style alone, and a tabindex it did not set', () => {
    const visible = box(560, 368, 'ant-table-wrapper');
    visible.style.overflowX = 'visible';
    const own = box(560, 368);
    own.tabIndex = -1;
    own.append(document.createElement('a'));
    markScrollRegions();
    expect(visible.hasAttribute('tabindex')).toBe(false);
    expect(own.getAttribute('tabindex')).toBe('-1');
  });
});
