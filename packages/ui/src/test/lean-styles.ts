/**
 * jsdom resolves `getComputedStyle` by matching every rule of every style sheet against the element
 * and each of its ancestors, again after every DOM change. antd's CSS-in-JS puts thousands of rules
 * in the document, so one call took 100–150 ms and Testing Library's role queries (which ask
 * whether each element is hidden) spent ~90 % of a form test there (decision 0051).
 *
 * Of those rules, jsdom can only ever use what decides whether an element is displayed, visible
 * and takes pointer events (and colours, which no test reads). So antd's style elements keep just
 * those declarations: the same elements count as hidden as before, at a fraction of the cost.
 * The full text is still what the style element reports, so antd sees its own CSS unchanged.
 */
const KEPT = ['display', 'visibility', 'pointer-events'] as const;

const original = new WeakMap<Element, string>();

function leanRules(rules: CSSRuleList, out: string[]): void {
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule) {
      const style = (rule as CSSStyleRule).style;
      const declarations = KEPT.flatMap((property) => {
        const value = style.getPropertyValue(property);
        if (!value) return [];
        const priority = style.getPropertyPriority(property);
        return [`${property}:${value}${priority ? ` !${priority}` : ''}`];
      });
      if (declarations.length > 0)
        out.push(`${(rule as CSSStyleRule).selectorText}{${declarations.join(';')}}`);
    } else if ('media' in rule && 'cssRules' in rule) {
      // jsdom applies only the @media rules that name "screen"; antd's name widths.
      const media = (rule as CSSMediaRule).media;
      if (Array.from(media).includes('screen')) {
        const inner: string[] = [];
        leanRules((rule as CSSMediaRule).cssRules, inner);
        if (inner.length > 0) out.push(`@media ${media.mediaText}{${inner.join('')}}`);
      }
    }
  }
}

export function leanCss(css: string): string {
  // Parsed by jsdom itself, in a style element that is in the document only for this read.
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const out: string[] = [];
  if (style.sheet) leanRules(style.sheet.cssRules, out);
  style.remove();
  return out.join('\n');
}

/** antd (through rc-util) fills its style elements with `innerHTML`, marked `data-rc-order`. */
export function installLeanStyles(): void {
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return original.get(this) ?? (descriptor.get!.call(this) as string);
    },
    set(this: HTMLStyleElement, css: string) {
      if (!this.hasAttribute('data-rc-order')) {
        original.delete(this);
        descriptor.set!.call(this, css);
        return;
      }
      original.set(this, css);
      descriptor.set!.call(this, leanCss(css));
    },
  });
}
