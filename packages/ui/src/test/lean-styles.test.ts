import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { leanCss } from './lean-styles';

// dom-setup.ts installed the lean styles for every test of the web, the console and this package.
describe('lean antd styles in jsdom', () => {
  afterEach(() => {
    document.head.querySelectorAll('style').forEach((style) => style.remove());
    document.body.innerHTML = '';
  });

  it('keeps what decides display, visibility and pointer events, and nothing else', () => {
    const css = [
      '.a{color:red;display:none !important;margin:0}',
      '.b:where(.css-x){pointer-events:none;opacity:.5}',
      '.c{visibility:hidden}',
      '.d{color:blue}',
      '@media (max-width: 575px){.e{display:none}}',
      '@media screen{.f{display:block;padding:1px}}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ].join('');
    expect(leanCss(css).split('\n')).toEqual([
      '.a{display:none !important}',
      '.b:where(.css-x){pointer-events:none}',
      '.c{visibility:hidden}',
      '@media screen{.f{display:block}}',
    ]);
  });

  it('hides what antd hides, and antd still reads its own full text', () => {
    const style = document.createElement('style');
    style.setAttribute('data-rc-order', 'prependQueue');
    const full = '.ant-hidden{display:none;color:red}.ant-ghost{visibility:hidden}';
    style.innerHTML = full;
    document.head.append(style);
    document.body.innerHTML =
      '<button class="ant-hidden">Hidden</button><div class="ant-ghost"><button>Ghost</button></div><button>Shown</button>';
    expect(style.innerHTML).toBe(full);
    expect(style.textContent).toBe('.ant-hidden{display:none}\n.ant-ghost{visibility:hidden}');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Shown']);
    expect(screen.getAllByRole('button', { hidden: true })).toHaveLength(3);
  });

  it('leaves style elements that are not antd’s alone', () => {
    const style = document.createElement('style');
    style.innerHTML = '.x{color:red}';
    document.head.append(style);
    expect(style.textContent).toBe('.x{color:red}');
  });
});
