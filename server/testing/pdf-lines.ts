/**
 * The text lines of a PDF written by pdfkit in its standard fonts, with where each starts and how
 * wide it is, for tests that check a document's layout (text within its margins). Reads pdfkit's
 * own output only: Flate-compressed content streams, one `Tm` and `Tf` per line, `TJ` arrays of hex
 * strings; widths come from the Adobe metrics pdfkit ships.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

export interface PdfLine {
  page: number;
  x: number;
  width: number;
  font: string;
  size: number;
  text: string;
}

/** WinAnsi bytes above ASCII that a datasheet prints, by glyph name; others count as a digit's width. */
const WIN_ANSI_NAMES: Record<number, string> = {
  0x85: 'ellipsis',
  0x91: 'quoteleft',
  0x92: 'quoteright',
  0x93: 'quotedblleft',
  0x94: 'quotedblright',
  0x95: 'bullet',
  0x96: 'endash',
  0x97: 'emdash',
  0xb0: 'degree',
  0xb5: 'mu',
  0xb7: 'periodcentered',
};

const metricsCache = new Map<string, (byte: number) => number>();

/** Glyph widths (thousandths of the font size) of a standard font, by WinAnsi byte. */
function metrics(baseFont: string): (byte: number) => number {
  const known = metricsCache.get(baseFont);
  if (known) return known;
  const require = createRequire(import.meta.url);
  const afm = readFileSync(path.join(path.dirname(require.resolve('pdfkit')), 'data', `${baseFont}.afm`), 'latin1');
  const byCode = new Map<number, number>();
  const byName = new Map<string, number>();
  for (const match of afm.matchAll(/^C (-?\d+) ; WX (\d+) ; N (\S+)/gm)) {
    byCode.set(Number(match[1]), Number(match[2]));
    byName.set(match[3] ?? '', Number(match[2]));
  }
  const width = (byte: number) => {
    if (byte >= 0x20 && byte < 0x7f) return byCode.get(byte) ?? 556;
    const name = WIN_ANSI_NAMES[byte];
    return (name && byName.get(name)) || 556;
  };
  metricsCache.set(baseFont, width);
  return width;
}

/** Object number → base font, and resource name (/F1) → object number. */
function fonts(pdf: string): Map<string, string> {
  const baseFonts = new Map<string, string>();
  for (const match of pdf.matchAll(/(\d+) 0 obj\s*<<[^>]*?\/BaseFont \/([A-Za-z-]+)/g)) baseFonts.set(match[1] ?? '', match[2] ?? '');
  const byResource = new Map<string, string>();
  for (const match of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const base = baseFonts.get(match[2] ?? '');
    if (base) byResource.set(match[1] ?? '', base);
  }
  return byResource;
}

/** The page content streams, inflated, in page order (pdfkit writes them in that order). */
function contentStreams(pdf: string): string[] {
  const streams: string[] = [];
  for (const match of pdf.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = pdf.indexOf('endstream', start);
    try {
      const text = inflateSync(Buffer.from(pdf.slice(start, end), 'latin1')).toString('latin1');
      if (/\bBT\b/.test(text)) streams.push(text);
    } catch {
      // Not a Flate stream (an image or a font file): no text.
    }
  }
  return streams;
}

/** Every line of text of a pdfkit PDF in a standard font. */
export function pdfLines(bytes: Buffer): PdfLine[] {
  const pdf = bytes.toString('latin1');
  const fontOf = fonts(pdf);
  const lines: PdfLine[] = [];
  contentStreams(pdf).forEach((stream, page) => {
    for (const block of stream.matchAll(/BT([\s\S]*?)ET/g)) {
      const body = block[1] ?? '';
      const tm = body.match(/[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) [\d.-]+ Tm/);
      const tf = body.match(/\/(F\d+) ([\d.]+) Tf/);
      const tj = body.match(/\[(.*)\] TJ/);
      if (!tm || !tf || !tj) continue;
      const font = fontOf.get(tf[1] ?? '') ?? 'Helvetica';
      const size = Number(tf[2]);
      const width = metrics(font);
      let units = 0;
      // Up to the last visible glyph: trailing spaces (a justified line's last gap) print nothing.
      let inked = 0;
      let text = '';
      for (const part of (tj[1] ?? '').matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/g)) {
        if (part[1] !== undefined) {
          const chars = Buffer.from(part[1], 'hex');
          for (const byte of chars) {
            units += width(byte);
            if (byte !== 0x20) inked = units;
          }
          text += chars.toString('latin1');
        } else {
          // A TJ number moves the next glyph left by thousandths of the size: negative widens.
          units -= Number(part[2]);
          if (Number(part[2]) < -100) text += ' ';
        }
      }
      lines.push({ page: page + 1, x: Number(tm[1]), width: (inked * size) / 1000, font, size, text: text.trimEnd() });
    }
  });
  return lines;
}
