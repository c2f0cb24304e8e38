import type { Bi, PdfBlock } from './catalogue.data.js';

/**
 * The seeded PDF documents, written by hand rather than with pdf-lib: the standard CJK font
 * (STSong-Light) is referenced, not embedded, which keeps every file a few kB and its bytes
 * stable from run to run (the seed tests hold the files to their sizes).
 */

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const VALUE_X = 200;

interface PdfLine {
  text: string;
  size: number;
  bold: boolean;
  /** Extra space above the line. */
  before: number;
  /** A second text on the same line at VALUE_X (table rows). */
  value?: string;
  /** Starts a new page. */
  newPage?: boolean;
}

/** Helvetica and Helvetica-Bold advance widths (1/1000 em) of ASCII 32–126. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Non-ASCII characters Helvetica draws through WinAnsiEncoding: [code, width]. */
const WIN_ANSI: Record<string, [number, number]> = {
  '°': [0xb0, 400],
  '×': [0xd7, 584],
  '±': [0xb1, 584],
  '·': [0xb7, 278],
  '–': [0x96, 556],
  '—': [0x97, 1000],
  '‘': [0x91, 222],
  '’': [0x92, 222],
  '“': [0x93, 333],
  '”': [0x94, 333],
  é: [0xe9, 556],
};

const isLatin = (ch: string) => /[\x20-\x7e]/.test(ch) || ch in WIN_ANSI;

/** Splits text into runs drawn with Helvetica (Latin) or the CJK font. */
function runs(s: string): { latin: boolean; text: string }[] {
  const out: { latin: boolean; text: string }[] = [];
  for (const ch of s) {
    const latin = isLatin(ch);
    const last = out[out.length - 1];
    if (last && last.latin === latin) last.text += ch;
    else out.push({ latin, text: ch });
  }
  return out;
}

function charWidth(ch: string, bold: boolean): number {
  const c = ch.codePointAt(0)!;
  if (c >= 0x20 && c <= 0x7e) return (bold ? HELVETICA_BOLD : HELVETICA)[c - 0x20]!;
  const w = WIN_ANSI[ch];
  return w ? w[1] : 1000;
}

function textWidth(s: string, size: number, bold: boolean): number {
  let w = 0;
  for (const ch of s) w += charWidth(ch, bold);
  return (w * size) / 1000;
}

/** Characters that must not start a line (Chinese line-breaking rules). */
const NO_LINE_START = '，。、；：？！）》」』”’%％…';

/** Breaks text into lines that fit the width; CJK may break anywhere, Latin breaks at spaces. */
function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  const tokens = text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const tok of tokens) {
    const candidate = line + tok;
    const fits = textWidth(candidate.trimEnd(), size, bold) <= width;
    if (!line || fits || NO_LINE_START.includes(tok)) {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = /^\s+$/.test(tok) ? '' : tok;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function layout(title: Bi, meta: string, blocks: { zh: PdfBlock[]; en: PdfBlock[] }) {
  const width = PAGE_W - 2 * MARGIN;
  const lines: PdfLine[] = [];
  const push = (text: string, size: number, bold: boolean, before: number) => {
    for (const [i, l] of wrap(text, size, bold, width).entries())
      lines.push({ text: l, size, bold, before: i === 0 ? before : 0 });
  };
  push(title.zh, 18, true, 0);
  push(title.en, 14, true, 4);
  push(meta, 9, false, 6);
  for (const [heading, list] of [
    ['中文', blocks.zh],
    ['English', blocks.en],
  ] as const) {
    push(heading, 9, true, 18);
    if (heading === 'English') lines[lines.length - 1]!.newPage = true;
    for (const b of list) {
      if (typeof b === 'string') push(b, 10, false, 6);
      else if ('h' in b) push(b.h, 12, true, 12);
      else {
        for (const [label, value] of b.rows) {
          const valueLines = wrap(value, 10, false, PAGE_W - MARGIN - VALUE_X);
          lines.push({ text: label, size: 10, bold: true, before: 3, value: valueLines[0] });
          for (const v of valueLines.slice(1))
            lines.push({ text: '', size: 10, bold: false, before: 0, value: v });
        }
      }
    }
  }
  return lines;
}

/** One line of text at (x, y), switching between Helvetica and the CJK font run by run. */
function pdfText(s: string, size: number, bold: boolean, x: number, y: number): string {
  let ops = '';
  for (const r of runs(s)) {
    if (r.latin) {
      let str = '';
      for (const ch of r.text) {
        const code = WIN_ANSI[ch]?.[0] ?? ch.charCodeAt(0);
        str += code >= 0x80 ? `\\${code.toString(8)}` : /[\\()]/.test(ch) ? `\\${ch}` : ch;
      }
      ops += `/${bold ? 'F2' : 'F1'} ${size} Tf (${str}) Tj `;
    } else {
      const hex = Buffer.from(r.text, 'utf16le').swap16().toString('hex').toUpperCase();
      ops += `/F3 ${size} Tf <${hex}> Tj `;
    }
  }
  return `BT ${x} ${y.toFixed(1)} Td ${ops}ET\n`;
}

/**
 * A valid, uncompressed PDF (A4) with the title in both languages and the text blocks. Chinese
 * uses the standard STSong-Light CJK font (not embedded; every PDF reader supplies it); plain
 * ASCII lines use Helvetica.
 */
export function renderPdf(
  title: Bi,
  meta: string,
  blocks: { zh: PdfBlock[]; en: PdfBlock[] },
): Buffer {
  const lines = layout(title, meta, blocks);
  const pages: string[] = [];
  let stream = '';
  let y = PAGE_H - MARGIN;
  let pageNo = 1;
  const footer = (n: number) =>
    pdfText(`${title.en}  |  ${n}`, 8, false, MARGIN, MARGIN / 2) +
    `0.7 G ${MARGIN} ${PAGE_H - MARGIN + 14} m ${PAGE_W - MARGIN} ${PAGE_H - MARGIN + 14} l S 0 G\n`;
  for (const l of lines) {
    const lead = l.size * 1.45 + l.before;
    if (y - lead < MARGIN || (l.newPage && stream)) {
      pages.push(stream + footer(pageNo));
      pageNo++;
      stream = '';
      y = PAGE_H - MARGIN;
    }
    y -= lead;
    if (l.text) stream += pdfText(l.text, l.size, l.bold, MARGIN, y);
    if (l.value) stream += pdfText(l.value, l.size, false, VALUE_X, y);
  }
  pages.push(stream + footer(pageNo));

  // Objects: 1 catalog, 2 pages, 3-5 fonts, 6 CID font, 7 descriptor, 8 info, then page/content pairs.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 9 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((p) => `${p} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] =
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>';
  objects[6] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>';
  objects[7] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 857 /Descent -143 /CapHeight 857 /StemV 91 >>';
  const hexTitle = Buffer.from(`\ufeff${title.zh} / ${title.en}`, 'utf16le')
    .swap16()
    .toString('hex')
    .toUpperCase();
  objects[8] = `<< /Title <${hexTitle}> /Producer (SEUIoT Portal) /Creator (SEUIoT Portal) >>`;
  for (const [i, content] of pages.entries()) {
    const pid = pageIds[i]!;
    objects[pid] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${pid + 1} 0 R >>`;
    objects[pid + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`;
  }

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(out, 'latin1');
    out += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++)
    out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
