/**
 * A product catalogue as a multi-page PDF (docs/product.md §2.4 item 7): a cover with the contents,
 * then each category's goods as a table — Cat. No., name, every size and its price — with the table
 * head repeated on each page and the page number in the footer. Every line of text is set within
 * the page's margins.
 *
 * Fonts as in the datasheets (server/evidence/datasheet-pdf.ts): the Chinese edition is written in
 * Chinese with a CJK font, else in English with a note on its cover.
 */
import PDFDocument from 'pdfkit';
import type { CjkFont } from '../fonts/cjk-font';
import type { CatalogueData, CatalogueGoods } from './catalogue-data';

export interface CatalogueOptions {
  lang: 'en' | 'zh';
  cjkFont?: CjkFont | null;
  supplier: string;
  /** The day the prices are quoted on. */
  asOf: Date;
}

const PRIMARY = '#0b5394';
const GREY = '#555555';
const MARGIN = 50;
const FOOTER_SPACE = 40;

const LABELS = {
  en: {
    catNo: 'Cat. No.',
    product: 'Product',
    size: 'Size',
    price: 'Price (CNY)',
    contents: 'Contents',
    products: (n: number) => `${n} product${n === 1 ? '' : 's'}`,
    summary: (listed: number, sections: number, date: string) =>
      `${listed} products in ${sections} sections. Prices in CNY as of ${date}; the prices on our website always take precedence.`,
    more: (total: number, listed: number) => `This edition lists ${listed} of our ${total} products in these categories; the website lists them all.`,
    empty: 'No products are listed in these categories at the moment.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    research: 'For research use only. Not for use in diagnostic or therapeutic procedures.',
  },
  zh: {
    catNo: '货号',
    product: '产品名称',
    size: '规格',
    price: '价格（元）',
    contents: '目录',
    products: (n: number) => `${n} 个产品`,
    summary: (listed: number, sections: number, date: string) => `共 ${sections} 个类别、${listed} 个产品。价格为人民币，截至 ${date}；以官网价格为准。`,
    more: (total: number, listed: number) => `本版收录这些类别 ${total} 个产品中的 ${listed} 个，全部产品请见官网。`,
    empty: '这些类别暂无在售产品。',
    page: (n: number, of: number) => `第 ${n} 页，共 ${of} 页`,
    research: '仅供科研使用，不可用于诊断或治疗。',
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

const price = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Writes the catalogue and answers the PDF's bytes. */
export function renderCatalogue(data: CatalogueData, options: CatalogueOptions): Promise<Buffer> {
  const chinese = options.lang === 'zh' && Boolean(options.cjkFont);
  const lang = chinese ? 'zh' : 'en';
  const label = LABELS[lang];
  const say = chinese ? (text: string) => text : winAnsi;
  const pick = (value: { en: string; zh: string }) => say(chinese ? value.zh || value.en : value.en);
  const title = pick(data.title);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: winAnsi(data.title.en), Author: options.supplier, Subject: title, CreationDate: options.asOf },
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

  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  // The table's columns: Cat. No., product, size, price (right-aligned), with 8 pt between them.
  const columns = {
    catNo: { x: MARGIN, w: 70 },
    product: { x: MARGIN + 78, w: 249 },
    size: { x: MARGIN + 335, w: 90 },
    price: { x: MARGIN + 433, w: width - 433 },
  };
  const dateText = options.asOf.toISOString().slice(0, 10);

  // Page 1: the cover; its contents are written once the sections' pages are known.
  doc.rect(0, 0, doc.page.width, 64).fill(PRIMARY);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#ffffff').text(winAnsi(options.supplier), MARGIN, 22, { width, lineBreak: false });
  doc.font(bold).fontSize(26).fillColor('#111111').text(title, MARGIN, 110, { width });
  const listed = data.sections.reduce((sum, section) => sum + section.goods.length, 0);
  doc
    .moveDown(0.4)
    .font(body)
    .fontSize(11)
    .fillColor(GREY)
    .text(say(label.summary(listed, data.sections.length, dateText)), MARGIN, doc.y, { width });
  if (data.totalGoods > listed) doc.moveDown(0.3).text(say(label.more(data.totalGoods, listed)), MARGIN, doc.y, { width });
  if (options.lang === 'zh' && !chinese) {
    doc
      .moveDown(0.4)
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text(
        'Chinese edition: no font with Chinese characters is installed on this server, so this edition is printed in English. The Chinese website holds the Chinese names.',
        MARGIN,
        doc.y,
        { width },
      );
  }
  const contentsTop = doc.y + 24;

  const tableHead = () => {
    const top = doc.y;
    doc.rect(MARGIN, top - 3, width, 18).fill('#e8eef5');
    doc.font(bold).fontSize(8.5).fillColor('#222222');
    doc.text(say(label.catNo), columns.catNo.x, top + 1, { width: columns.catNo.w, lineBreak: false });
    doc.text(say(label.product), columns.product.x, top + 1, { width: columns.product.w, lineBreak: false });
    doc.text(say(label.size), columns.size.x, top + 1, { width: columns.size.w, lineBreak: false });
    doc.text(say(label.price), columns.price.x, top + 1, { width: columns.price.w, align: 'right', lineBreak: false });
    doc.x = MARGIN;
    doc.y = top + 20;
  };
  const sectionHead = (name: string, count: number, continued: boolean) => {
    const top = doc.y;
    doc
      .font(bold)
      .fontSize(13)
      .fillColor(PRIMARY)
      .text(continued ? `${name} …` : name, MARGIN, top, { width: width - 90 });
    const nameBottom = doc.y;
    if (!continued)
      doc
        .font(body)
        .fontSize(8.5)
        .fillColor(GREY)
        .text(say(label.products(count)), MARGIN + width - 90, top + 4, { width: 90, align: 'right' });
    const lineY = Math.max(nameBottom, doc.y) + 2;
    doc
      .save()
      .strokeColor(PRIMARY)
      .lineWidth(0.5)
      .moveTo(MARGIN, lineY)
      .lineTo(MARGIN + width, lineY)
      .stroke()
      .restore();
    doc.x = MARGIN;
    doc.y = lineY + 8;
    tableHead();
  };
  const row = (item: CatalogueGoods) => {
    doc.font(body).fontSize(8.5);
    const name = pick(item.title);
    const nameHeight = doc.heightOfString(name, { width: columns.product.w });
    const sizes = item.sizes.length ? item.sizes : [{ en: '—', zh: '—', priceCny: Number.NaN }];
    const sizeHeights = sizes.map((size) => doc.heightOfString(pick(size), { width: columns.size.w }));
    const height =
      Math.max(
        nameHeight,
        sizeHeights.reduce((sum, h) => sum + h + 1, 0),
      ) + 5;
    return {
      height,
      draw: () => {
        const top = doc.y;
        doc.fillColor('#222222');
        doc.font(bold).text(item.itemno, columns.catNo.x, top, { width: columns.catNo.w });
        doc.font(body).text(name, columns.product.x, top, { width: columns.product.w });
        let y = top;
        sizes.forEach((size, i) => {
          doc.text(pick(size), columns.size.x, y, { width: columns.size.w });
          doc.text(Number.isNaN(size.priceCny) ? '—' : price(size.priceCny), columns.price.x, y, { width: columns.price.w, align: 'right' });
          y += (sizeHeights[i] ?? 0) + 1;
        });
        const lineY = top + height - 3;
        doc
          .save()
          .strokeColor('#dddddd')
          .lineWidth(0.4)
          .moveTo(MARGIN, lineY)
          .lineTo(MARGIN + width, lineY)
          .stroke()
          .restore();
        doc.x = MARGIN;
        doc.y = top + height;
      },
    };
  };

  // The sections, each starting on a new page; a row that would cross the footer goes to the next page.
  const sectionPages: { name: string; count: number; page: number }[] = [];
  for (const section of data.sections) {
    doc.addPage();
    const name = pick(section.category);
    sectionPages.push({ name, count: section.goods.length, page: doc.bufferedPageRange().count });
    sectionHead(name, section.goods.length, false);
    for (const item of section.goods) {
      const next = row(item);
      if (doc.y + next.height > bottom()) {
        doc.addPage();
        sectionHead(name, section.goods.length, true);
      }
      next.draw();
    }
  }
  if (data.sections.length === 0) doc.font(body).fontSize(11).fillColor(GREY).text(say(label.empty), MARGIN, contentsTop, { width });

  // Back on the cover: the contents, each section with its product count and first page.
  doc.switchToPage(0);
  if (sectionPages.length) {
    doc.font(bold).fontSize(14).fillColor(PRIMARY).text(say(label.contents), MARGIN, contentsTop, { width });
    doc.moveDown(0.4);
    for (const entry of sectionPages) {
      if (doc.y > bottom() - 40) break;
      const top = doc.y;
      doc
        .font(body)
        .fontSize(10)
        .fillColor('#222222')
        .text(`${entry.name} (${say(label.products(entry.count))})`, MARGIN, top, { width: width - 50 });
      const after = doc.y;
      doc.text(String(entry.page), MARGIN + width - 40, top, { width: 40, align: 'right' });
      doc.x = MARGIN;
      doc.y = after + 3;
    }
  }
  doc
    .font(bold)
    .fontSize(9)
    .fillColor(GREY)
    .text(say(label.research), MARGIN, bottom() - 14, { width });

  // Footers on every page: the catalogue and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footerY = doc.page.height - 34;
    doc.page.margins.bottom = 0;
    doc.font(body).fontSize(7.5).fillColor(GREY);
    doc.text(`${winAnsi(options.supplier)} · ${title}`, MARGIN, footerY, { width: width * 0.7, lineBreak: false });
    doc.text(say(label.page(i + 1, range.count)), MARGIN + width * 0.7, footerY, { width: width * 0.3, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
