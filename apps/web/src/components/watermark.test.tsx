import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Watermark, watermarkTile } from './watermark';

describe('Watermark', () => {
  it('tiles the text as a background, hidden from assistive technology', () => {
    render(<Watermark text="ada" />);
    const mark = screen.getByTestId('watermark');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.className).toBe('watermark');
    expect(mark.textContent).toBe('');
    expect(decodeURIComponent(mark.style.backgroundImage)).toContain('>ada</text>');
  });

  it('escapes the text inside the SVG and rotates it', () => {
    const svg = decodeURIComponent(watermarkTile('<a&"b>').url);
    expect(svg).toContain('&#60;a&#38;&#34;b&#62;');
    expect(svg).toContain('rotate(-30');
  });

  it('makes wider tiles for longer and for Chinese text', () => {
    expect(watermarkTile('abcdefghij').width).toBeGreaterThan(watermarkTile('ab').width);
    expect(watermarkTile('张三丰').width).toBeGreaterThan(watermarkTile('abc').width);
  });
});
