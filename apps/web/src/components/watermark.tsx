import type { CSSProperties } from 'react';
import './watermark.css';

const FONT_PX = 16;
const ANGLE = -30;

/** Rough width of the text: CJK and other wide characters take 1 em, the rest about 0.6 em. */
function textWidth(text: string): number {
  let ems = 0;
  for (const char of text) ems += char.codePointAt(0)! >= 0x2e80 ? 1 : 0.6;
  return ems * FONT_PX;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One tile of the pattern as an SVG data URL. A background image rather than a grid of elements:
 * it covers any size without measuring the parent, and no text node is left for screen readers,
 * text selection or colour-contrast checks.
 */
export function watermarkTile(text: string): { url: string; width: number; height: number } {
  const width = Math.ceil(textWidth(text) + FONT_PX * 6);
  const height = Math.ceil(width * 0.6);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" ` +
    `transform="rotate(${ANGLE} ${width / 2} ${height / 2})" ` +
    `font-family="sans-serif" font-size="${FONT_PX}" fill="rgb(128,128,128)" fill-opacity="0.35">` +
    `${escapeXml(text)}</text></svg>`;
  return { url: `url("data:image/svg+xml,${encodeURIComponent(svg)}")`, width, height };
}

/**
 * The username watermark of spec 6 over a preview: the text tiled diagonally, semi-transparent,
 * over the whole of its positioned parent, letting clicks through to what is underneath.
 */
export function Watermark({ text }: { text: string }) {
  const tile = watermarkTile(text);
  const style: CSSProperties = {
    backgroundImage: tile.url,
    backgroundSize: `${tile.width}px ${tile.height}px`,
  };
  return <div className="watermark" aria-hidden="true" data-testid="watermark" style={style} />;
}
