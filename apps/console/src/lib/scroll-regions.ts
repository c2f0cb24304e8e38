import { useEffect } from 'react';

/** Boxes that may scroll a wide table on a narrow screen: antd's own, and a wrapper styled so. */
const SCROLLERS = '.ant-table-wrapper, .ant-table-content, .ant-table-body';
const SCROLLING = /auto|scroll/;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Makes every box that scrolls but holds nothing a keyboard can reach (an empty table, a list
 * without buttons) focusable, so that it can be scrolled with the arrow keys (WCAG 2.1.1; axe
 * scrollable-region-focusable); a box that no longer scrolls, or now holds a link or button,
 * loses it again. Boxes with a focusable element need nothing: tabbing to it scrolls them.
 */
export function markScrollRegions(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const style = getComputedStyle(el);
    const scrolls =
      (SCROLLING.test(style.overflowX) && el.scrollWidth > el.clientWidth) ||
      (SCROLLING.test(style.overflowY) && el.scrollHeight > el.clientHeight);
    if (scrolls && !el.querySelector(FOCUSABLE)) {
      // A tabindex the page gave the box itself is left as it is.
      if (el.dataset.keyboardScroll !== '1' && !el.hasAttribute('tabindex')) {
        el.tabIndex = 0;
        el.dataset.keyboardScroll = '1';
      }
    } else if (el.dataset.keyboardScroll === '1') {
      el.removeAttribute('tabindex');
      delete el.dataset.keyboardScroll;
    }
  }
}

/** Keeps `markScrollRegions` true while the page's content and the window's width change. */
export function useKeyboardScrollRegions(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          markScrollRegions();
        });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
