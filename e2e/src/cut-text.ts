import type { Page } from 'playwright-core';

/**
 * Text that a reader sees cut where no one meant it to be (issue 26, item 18), one line each:
 * - a clamped summary (`line-clamp`) whose box is taller than its lines, so the line after the
 *   ellipsis shows below it ("…" and then a fourth line);
 * - a label, step title, tab or button whose words run past its box with no ellipsis
 *   ("New passwo");
 * - a placeholder wider than its field, with or without an ellipsis.
 * An ellipsis on a text (not a placeholder) is a choice made on purpose and is not reported.
 */
export async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d')!;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      // A visually hidden text (1 px, clipped) is for screen readers and is read whole.
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element, words: string) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${words.trim().slice(0, 60)}"`;
    const lineHeight = (style: CSSStyleDeclaration) => {
      const value = parseFloat(style.lineHeight);
      return Number.isFinite(value) ? value : parseFloat(style.fontSize) * 1.5715;
    };
    const textWidth = (text: string, style: CSSStyleDeclaration) => {
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const ownText = (el: Element) =>
      Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();

    /** The box that cuts the element's own words part way (one hiding them whole is a slide). */
    const clipperOf = (el: Element): string => {
      const range = document.createRange();
      const rects = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
        .flatMap((n) => {
          range.selectNodeContents(n);
          return Array.from(range.getClientRects());
        });
      if (rects.length === 0) return '';
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      const top = Math.min(...rects.map((r) => r.top));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        const around = getComputedStyle(up);
        const box = up.getBoundingClientRect();
        if (around.overflowX === 'hidden' || around.overflowX === 'clip') {
          const inside = right > box.left && left < box.right;
          if (inside && (left < box.left - 1 || right > box.right + 1)) return name(up, '');
        }
        if (around.overflowY === 'hidden' || around.overflowY === 'clip') {
          const inside = bottom > box.top && top < box.bottom;
          if (inside && (top < box.top - 1 || bottom > box.bottom + 1)) return name(up, '');
        }
      }
      return '';
    };

    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      const clamp = parseInt(style.getPropertyValue('-webkit-line-clamp'), 10);
      if (clamp > 0) {
        const lh = lineHeight(style);
        const inner =
          el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        if (el.scrollHeight > el.clientHeight + 1 && inner > clamp * lh + 2)
          found.push(
            `more than ${clamp} lines after the ellipsis: ${name(el, el.textContent ?? '')}`,
          );
        continue;
      }
      const words = ownText(el);
      // A badge's rolling digits and a tab strip that scrolls (with its "more" menu) are cut on
      // purpose.
      const designed = el.closest('.ant-scroll-number, .ant-tabs-nav-wrap');
      if (words && style.textOverflow !== 'ellipsis' && !designed) {
        const cutBy = clipperOf(el);
        if (cutBy) found.push(`cut without an ellipsis (by ${cutBy}): ${name(el, words)}`);
      }
      if (
        (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
        el.placeholder &&
        !el.value
      ) {
        const room =
          el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const lines = el instanceof HTMLTextAreaElement ? Math.max(1, el.rows) : 1;
        if (textWidth(el.placeholder, style) > room * lines + 1)
          found.push(`placeholder cut: ${name(el, el.placeholder)}`);
      }
      if (el.classList.contains('ant-select-selection-placeholder')) {
        if (el.scrollWidth > el.clientWidth + 1)
          found.push(`placeholder cut: ${name(el, el.textContent ?? '')}`);
      }
    }
    return found;
  });
}
