/**
 * A goods item's datasheet as a multi-page PDF (docs/product.md §2.6 datasheets): product
 * information, applications with recommended dilutions, species reactivity, storage and
 * buffer, validation figures with legends (drawn as vectors), ordering sizes and references.
 *
 * Fonts: PDF's standard Helvetica needs no font file but holds no Chinese. The Chinese edition
 * is written in Chinese when a CJK font is given (server/fonts/cjk-font.ts); without one it keeps
 * the English body and says so on its first page (docs/adr/0006-chinese-datasheets-without-a-chinese-font.md).
 */
import PDFDocument from 'pdfkit';
import { bandPosition, figureDilution, LADDER_KDA, recommendedDilution, statedMolecularWeight } from '../../contract/evidence';
import { createRandom, type Random } from '../seed/random';
import type { DatasheetData } from './datasheet-data';
import type { CjkFont } from '../fonts/cjk-font';

export interface DatasheetOptions {
  lang: 'en' | 'zh';
  /** A font with CJK glyphs (server/fonts/cjk-font.ts); without it the Chinese edition's body is English. */
  cjkFont?: CjkFont | null;
  supplier: string;
}

const PRIMARY = '#0b5394';
const GREY = '#555555';
const PAGE_MARGIN = 50;

const LABELS = {
  en: {
    datasheet: 'Datasheet',
    catNo: 'Cat. No.',
    overview: 'Product information',
    description: 'Description',
    applications: 'Applications and recommended dilutions',
    application: 'Application',
    dilution: 'Recommended starting dilution',
    species: 'Species reactivity',
    storage: 'Storage and buffer',
    validation: 'Validation data',
    ordering: 'Sizes',
    references: 'References',
    citedIn: (n: number) => `Cited in ${n} publication${n === 1 ? '' : 's'}; the most recent:`,
    noReferences: 'No publications citing this product have been recorded yet.',
    research: 'For research use only. Not for use in diagnostic or therapeutic procedures.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    optimise: 'Optimal dilutions should be determined by each laboratory for its own samples and protocol.',
  },
  zh: {
    datasheet: '产品说明书',
    catNo: '货号',
    overview: '产品信息',
    description: '产品描述',
    applications: '应用及推荐稀释度',
    application: '应用',
    dilution: '推荐起始稀释度',
    species: '种属反应性',
    storage: '储存条件与缓冲液',
    validation: '验证数据',
    ordering: '规格',
    references: '参考文献',
    citedIn: (n: number) => `已被 ${n} 篇文献引用，最近的文献：`,
    noReferences: '暂无引用本产品的文献记录。',
    research: '仅供科研使用，不可用于诊断或治疗。',
    page: (n: number, of: number) => `第 ${n} 页，共 ${of} 页`,
    optimise: '最佳稀释度请各实验室根据样本和实验方案自行确定。',
  },
};

/** Standard PDF fonts encode WinAnsi only: other characters are spelled out or dropped rather than printed as garbage. */
function winAnsi(text: string): string {
  return text
    .replace(/[≥]/g, '>=')
    .replace(/[≤]/g, '<=')
    .replace(/[→]/g, '->')
    .replace(/[^\x20-\x7e\xa0-\xff–—‘’“”•…€™]/g, '');
}

const CELL_LINES: Record<string, readonly string[]> = {
  human: ['HeLa', 'HEK-293', 'A549', 'MCF-7', 'Jurkat', 'HepG2'],
  mouse: ['NIH/3T3', 'RAW 264.7', 'mouse brain', 'mouse liver'],
  rat: ['PC-12', 'H9c2', 'rat brain', 'rat liver'],
};

function isAntibody(data: DatasheetData): boolean {
  return data.labels.some((label) => ['polyclonal', 'monoclonal', 'recombinant-monoclonal'].includes(label));
}

function storageText(data: DatasheetData, lang: 'en' | 'zh'): string {
  const conjugated = data.labels.some((label) => ['FITC', 'Cy3', 'Cy5', 'HRP', 'AP', 'biotin'].includes(label));
  if (conjugated) {
    return lang === 'zh'
      ? '2–8 °C 避光保存，请勿冻存。缓冲液：PBS，含 0.09% 叠氮钠和 1% BSA，pH 7.4。'
      : 'Store at 2–8 °C protected from light; do not freeze. Buffer: PBS with 0.09% sodium azide and 1% BSA, pH 7.4.';
  }
  if (isAntibody(data)) {
    return lang === 'zh'
      ? '-20 °C 保存，有效期一年；避免反复冻融。缓冲液：PBS，含 0.02% 叠氮钠和 50% 甘油，pH 7.3。'
      : 'Store at -20 °C for up to one year; avoid repeated freeze–thaw cycles. Buffer: PBS with 0.02% sodium azide and 50% glycerol, pH 7.3.';
  }
  return lang === 'zh' ? '请按标签所示条件储存，开封后尽快使用。' : 'Store as stated on the label; once opened, use within the period the label gives.';
}

/** Draws a western blot: a ladder and three lysate lanes with the band at the target's weight. */
function drawWesternBlot(doc: PDFKit.PDFDocument, x: number, y: number, kDa: number, lanes: readonly string[], random: Random): void {
  const width = 230;
  const height = 170;
  const gelLeft = x + 40;
  const gelTop = y + 18;
  const gelBottom = y + height - 10;
  doc.save();
  doc.rect(gelLeft, gelTop, width - 40, gelBottom - gelTop).fill('#eceff1');
  const laneWidth = (width - 40) / (lanes.length + 1);
  // The ladder: faint bands at each marker, labelled on the left.
  doc.fontSize(6.5).fillColor(GREY);
  for (const marker of LADDER_KDA) {
    const bandY = bandPosition(marker, gelTop + 6, gelBottom - 6);
    doc.rect(gelLeft + 6, bandY - 1, laneWidth - 12, 2).fill('#9aa5ad');
    doc.fillColor(GREY).text(String(marker), x, bandY - 3, { width: 34, align: 'right', lineBreak: false });
  }
  doc.fontSize(6.5).text('kDa', x, gelTop - 12, { width: 34, align: 'right', lineBreak: false });
  const bandY = bandPosition(kDa, gelTop + 6, gelBottom - 6);
  lanes.forEach((lane, i) => {
    const laneX = gelLeft + laneWidth * (i + 1);
    const strength = 0.55 + 0.4 * random.next();
    doc.save();
    doc
      .opacity(strength)
      .roundedRect(laneX + 5, bandY - 2.5, laneWidth - 10, 5, 2)
      .fill('#1b1b1b');
    doc.restore();
    doc
      .fontSize(6.5)
      .fillColor(GREY)
      .text(String(i + 1), laneX, gelTop - 12, { width: laneWidth, align: 'center', lineBreak: false });
  });
  doc
    .strokeColor('#333333')
    .lineWidth(0.6)
    .moveTo(gelLeft + width - 40 + 2, bandY)
    .lineTo(gelLeft + width - 40 + 10, bandY)
    .stroke();
  doc.restore();
}

/** Draws an immunofluorescence field: nuclei (blue) and the stained target (green) in a few cells. */
function drawFluorescence(doc: PDFKit.PDFDocument, x: number, y: number, random: Random): void {
  const size = 170;
  doc.save();
  doc.rect(x, y, size, size).fill('#050a0f');
  for (let i = 0; i < 9; i++) {
    const cx = x + 22 + random.next() * (size - 44);
    const cy = y + 22 + random.next() * (size - 44);
    const r = 14 + random.next() * 8;
    doc.save().opacity(0.75).circle(cx, cy, r).fill('#2ecc71').restore();
    doc
      .save()
      .opacity(0.9)
      .circle(cx + random.float(-3, 3), cy + random.float(-3, 3), r * 0.45)
      .fill('#3b6fe0')
      .restore();
  }
  doc
    .fontSize(6.5)
    .fillColor('#ffffff')
    .text('20 µm', x + size - 42, y + size - 14, { lineBreak: false });
  doc.rect(x + size - 44, y + size - 5, 30, 1.5).fill('#ffffff');
  doc.restore();
}

/** Draws a flow cytometry histogram: the isotype control and the stained cells, shifted right. */
function drawHistogram(doc: PDFKit.PDFDocument, x: number, y: number, random: Random): void {
  const width = 230;
  const height = 150;
  const shift = 0.35 + 0.25 * random.next();
  const curve = (centre: number, spread: number) => (t: number) => Math.exp(-((t - centre) ** 2) / (2 * spread ** 2));
  const draw = (f: (t: number) => number, colour: string, fill: boolean) => {
    doc.save();
    doc.moveTo(x, y + height);
    for (let i = 0; i <= 100; i++) doc.lineTo(x + (width * i) / 100, y + height - 0.9 * height * f(i / 100));
    doc.lineTo(x + width, y + height);
    if (fill) doc.fillOpacity(0.35).fillAndStroke(colour, colour);
    else doc.strokeColor(colour).lineWidth(1).stroke();
    doc.restore();
  };
  draw(curve(0.2, 0.07), '#7f8c8d', false);
  draw(curve(0.2 + shift, 0.09), PRIMARY, true);
  doc
    .save()
    .strokeColor('#333333')
    .lineWidth(0.6)
    .moveTo(x, y)
    .lineTo(x, y + height)
    .lineTo(x + width, y + height)
    .stroke()
    .restore();
  doc
    .fontSize(6.5)
    .fillColor(GREY)
    .text('Fluorescence intensity (log)', x, y + height + 3, { width, align: 'center' });
}

/** Writes the datasheet and answers the PDF's bytes. */
export function renderDatasheet(data: DatasheetData, options: DatasheetOptions): Promise<Buffer> {
  const chinese = options.lang === 'zh' && Boolean(options.cjkFont);
  const lang = chinese ? 'zh' : 'en';
  const label = LABELS[lang];
  const say = chinese ? (text: string) => text : winAnsi;
  const pick = (value: { en: string | null; zh: string | null }) => (chinese ? value.zh || value.en : value.en) ?? '';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: { Title: `${data.itemno} ${label.datasheet}`, Author: options.supplier, Subject: say(pick(data.title)), CreationDate: data.updatedAt },
  });
  if (chinese && options.cjkFont) doc.registerFont('body', options.cjkFont.path, options.cjkFont.family);
  const body = chinese ? 'body' : 'Helvetica';
  const bold = chinese ? 'body' : 'Helvetica-Bold';
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const random = createRandom(`datasheet:${data.itemno}`);
  const width = doc.page.width - PAGE_MARGIN * 2;

  // Every block of text starts at the left margin and wraps within the text box: pdfkit would
  // otherwise carry on at the x of the last call (a row's value column) with the box's full width.
  const heading = (text: string) => {
    doc.moveDown(0.8).font(bold).fontSize(12).fillColor(PRIMARY).text(say(text), PAGE_MARGIN, doc.y, { width });
    const lineY = doc.y + 2;
    doc
      .save()
      .strokeColor(PRIMARY)
      .lineWidth(0.5)
      .moveTo(PAGE_MARGIN, lineY)
      .lineTo(PAGE_MARGIN + width, lineY)
      .stroke()
      .restore();
    doc.moveDown(0.5).font(body).fontSize(9.5).fillColor('#222222');
  };
  const row = (name: string, value: string) => {
    const top = doc.y;
    doc.font(bold).fontSize(9.5).fillColor('#222222').text(say(name), PAGE_MARGIN, top, { width: 150 });
    const nameBottom = doc.y;
    doc.font(body).text(say(value), PAGE_MARGIN + 160, top, { width: width - 160 });
    doc.y = Math.max(doc.y, nameBottom) + 3;
    doc.x = PAGE_MARGIN;
  };

  // Page 1: what the product is and how to use it.
  doc.rect(0, 0, doc.page.width, 64).fill(PRIMARY);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#ffffff').text(winAnsi(options.supplier), PAGE_MARGIN, 22, { continued: false });
  doc.font(body).fontSize(10).text(say(label.datasheet), PAGE_MARGIN, 26, { width, align: 'right' });
  doc.y = 84;
  doc
    .font(bold)
    .fontSize(17)
    .fillColor('#111111')
    .text(say(pick(data.title)), PAGE_MARGIN, 84, { width });
  const second = pick(data.secondTitle);
  if (second) doc.font(body).fontSize(10.5).fillColor(GREY).text(say(second), { width });
  doc
    .moveDown(0.3)
    .font(bold)
    .fontSize(11)
    .fillColor('#111111')
    .text(`${say(label.catNo)}: ${data.itemno}`);
  if (options.lang === 'zh' && !chinese) {
    doc
      .moveDown(0.4)
      .font('Helvetica-Oblique')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(
        'Chinese edition: no font with Chinese characters is installed on this server, so this edition is printed in English. The Chinese product page holds the Chinese text.',
        { width },
      );
  }

  heading(label.overview);
  const features = pick(data.features);
  if (features) row(lang === 'zh' ? '特性' : 'Features', features);
  if (data.symbol && isAntibody(data)) row(lang === 'zh' ? '靶点' : 'Target', data.symbol);
  const kDa = statedMolecularWeight(data.features.en, data.description.en);
  if (kDa !== null) row(lang === 'zh' ? '理论分子量' : 'Calculated molecular weight', `${kDa} kDa`);
  if (data.sizes.length) row(label.ordering, data.sizes.map((size) => (lang === 'zh' ? size.zh : size.en)).join(' / '));

  heading(label.description);
  doc.text(say(lang === 'zh' ? data.description.zh || data.description.en : data.description.en), PAGE_MARGIN, doc.y, { width, align: 'justify' });

  if (data.applications.length) {
    heading(label.applications);
    row(label.application, label.dilution);
    for (const application of data.applications)
      row(`${application.code} – ${lang === 'zh' ? application.zh : application.en}`, recommendedDilution(application.code));
    doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(GREY).text(say(label.optimise), PAGE_MARGIN, doc.y, { width });
  }
  if (data.species.length) {
    heading(label.species);
    doc.text(say(data.species.map((species) => (lang === 'zh' ? species.zh : species.en)).join(', ')), PAGE_MARGIN, doc.y, { width });
  }
  heading(label.storage);
  doc.text(say(storageText(data, lang)), PAGE_MARGIN, doc.y, { width });

  // Page 2: the evidence — validation figures and the publications citing the item.
  doc.addPage();
  const codes = data.applications.map((application) => application.code);
  if (isAntibody(data) && codes.length) {
    heading(label.validation);
    const speciesCode = data.species[0]?.code ?? 'human';
    const lines = random.sample(CELL_LINES[speciesCode] ?? CELL_LINES.human ?? [], 3);
    const speciesName = data.species[0]?.en.toLowerCase() ?? 'human';
    let figure = 1;
    const legend = (text: string) => {
      doc
        .font(body)
        .fontSize(8.5)
        .fillColor('#222222')
        .text(say(text), PAGE_MARGIN, doc.y + 4, { width });
      doc.moveDown(0.8);
    };
    if (codes.includes('WB') || kDa !== null) {
      const top = doc.y + 14;
      drawWesternBlot(doc, PAGE_MARGIN, top, kDa ?? 50, lines, random);
      doc.y = top + 176;
      legend(
        `Figure ${figure++}. Western blot of ${lines.join(', ')} whole-cell lysates (${speciesName}; 20 µg per lane) with ${data.itemno} at ${figureDilution('WB')}, ` +
          `HRP-conjugated secondary antibody at 1:10000, ECL detection.${kDa !== null ? ` Predicted band: ${kDa} kDa; observed: ${kDa} kDa.` : ''}`,
      );
    }
    const imaging = codes.find((code) => ['IF', 'ICC', 'IHC-F'].includes(code));
    if (imaging) {
      const top = doc.y + 4;
      drawFluorescence(doc, PAGE_MARGIN, top, random);
      doc.y = top + 172;
      legend(
        `Figure ${figure++}. ${imaging === 'IHC-F' ? 'Immunofluorescence of frozen sections' : 'Immunofluorescence'} of ${lines[0] ?? 'HeLa'} cells (${speciesName}), fixed in 4% paraformaldehyde, ` +
          `stained with ${data.itemno} at ${figureDilution(imaging)} (green) and DAPI (blue).`,
      );
    }
    if (codes.includes('FC')) {
      if (doc.y > doc.page.height - 260) doc.addPage();
      const top = doc.y + 4;
      drawHistogram(doc, PAGE_MARGIN, top, random);
      doc.y = top + 166;
      legend(
        `Figure ${figure++}. Flow cytometry of ${lines[1] ?? 'Jurkat'} cells (${speciesName}) stained with ${data.itemno} at ${figureDilution('FC')} (blue) against an isotype control (grey).`,
      );
    }
  }

  heading(label.references);
  if (data.references.length === 0) doc.text(say(label.noReferences), PAGE_MARGIN, doc.y, { width });
  else {
    doc.text(say(label.citedIn(data.citationCount)), PAGE_MARGIN, doc.y, { width }).moveDown(0.4);
    data.references.forEach((ref, i) => {
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor('#222222')
        .text(winAnsi(`${i + 1}. ${ref.authors} ${ref.title}. ${ref.journal}. ${ref.year}. PMID: ${ref.pmid}. (${ref.application})`), PAGE_MARGIN, doc.y, {
          width,
        })
        .moveDown(0.25);
    });
  }
  doc.moveDown(1).font(bold).fontSize(9).fillColor(GREY).text(say(label.research), PAGE_MARGIN, doc.y, { width });

  // Footers on every page: the Cat. No. and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footerY = doc.page.height - 34;
    doc.page.margins.bottom = 0;
    doc.font(body).fontSize(7.5).fillColor(GREY);
    doc.text(`${winAnsi(options.supplier)} · ${data.itemno}`, PAGE_MARGIN, footerY, { width: width / 2, lineBreak: false });
    doc.text(say(label.page(i + 1, range.count)), PAGE_MARGIN + width / 2, footerY, { width: width / 2, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
