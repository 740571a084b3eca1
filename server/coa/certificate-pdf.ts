/**
 * The certificate of analysis of one lot as a PDF (docs/product.md §2.7), drawn with pdfkit:
 * supplier header, product and lot details, the QC results table, the conclusion and the QA
 * release signature. One A4 page for the usual four to seven tests; the table continues on a
 * second page when a lot has more.
 */
import PDFDocument from 'pdfkit';
import type { CoaLot } from '../../contract/coa';
import type { Lang } from '../http/locale';
import type { CjkFont } from '../fonts/cjk-font';
import { SUPPLIER_NAME } from '../supplier';

const LABELS = {
  en: {
    supplier: SUPPLIER_NAME.en,
    address: 'Quality Control Department · qc@labshop.example · www.labshop.example',
    title: 'Certificate of Analysis',
    product: 'Product',
    itemno: 'Cat. No.',
    batch: 'Batch No.',
    size: 'Pack size',
    quantity: 'Lot quantity',
    units: 'units',
    manufactured: 'Manufacture date',
    expires: 'Expiry date',
    storage: 'Storage',
    results: 'Test results',
    test: 'Test',
    specification: 'Specification',
    result: 'Result',
    verdict: 'Verdict',
    pass: 'Pass',
    fail: 'Fail',
    conclusion: 'Conclusion',
    conforms: 'This lot was tested and meets all release specifications listed above.',
    notConforms: 'This lot does not meet all release specifications and is not released.',
    approved: 'Approved by Quality Assurance',
    signature: 'Signature: ',
    date: 'Release date: ',
    footer: 'For research use only. Not for use in diagnostic or therapeutic procedures.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  zh: {
    supplier: SUPPLIER_NAME.zh,
    address: '质量控制部 · qc@labshop.example · www.labshop.example',
    title: '质量检验报告（COA）',
    product: '产品名称',
    itemno: '货号',
    batch: '批号',
    size: '包装规格',
    quantity: '批量',
    units: '件',
    manufactured: '生产日期',
    expires: '有效期至',
    storage: '储存条件',
    results: '检验结果',
    test: '检验项目',
    specification: '标准',
    result: '结果',
    verdict: '判定',
    pass: '合格',
    fail: '不合格',
    conclusion: '结论',
    conforms: '本批次产品经检验，符合上述全部放行标准。',
    notConforms: '本批次产品未符合全部放行标准，不予放行。',
    approved: '质量保证部批准',
    signature: '签名：',
    date: '放行日期：',
    footer: '仅供科研使用，不得用于临床诊断或治疗。',
    page: (n: number, of: number) => `第 ${n} 页，共 ${of} 页`,
  },
} as const;

const MARGIN = 50;
const BRAND = '#0b5394';
const RULE = '#c7d0d9';

export interface CertificateOptions {
  lang: Lang;
  /** Required for Chinese; without it the caller must ask for English. */
  cjkFont?: CjkFont | null;
  /** pdfkit compresses page streams by default; tests may read them plain. */
  compress?: boolean;
}

/**
 * The lot's release date: QC takes about a week after filling.
 * @internal exported for its tests
 */
export function releaseDate(manufactureDate: string): string {
  const date = new Date(`${manufactureDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

/** Helvetica writes WinAnsi only: the few signs of the QC vocabulary outside it are spelled out. */
const WIN_ANSI_SPELLINGS: [RegExp, string][] = [
  [/≥/g, '>='],
  [/≤/g, '<='],
  [/[−‐‑]/g, '-'],
  [/⁻/g, '-'],
  [/⁶/g, '6'],
];

/** @internal */
export function winAnsiText(text: string): string {
  return WIN_ANSI_SPELLINGS.reduce((result, [pattern, spelling]) => result.replace(pattern, spelling), text).replace(/[^\x20-\x7e\xa0-\xff–—‘’“”•…€]/g, '?');
}

export function certificatePdf(lot: CoaLot, { lang, cjkFont = null, compress = true }: CertificateOptions): Promise<Buffer> {
  if (lang === 'zh' && !cjkFont) throw new Error('a Chinese certificate needs a CJK font');
  const label = LABELS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    bufferPages: true,
    info: {
      // ASCII, so the batch can be read from the file's metadata as it is.
      Title: `Certificate of Analysis ${lot.itemno} ${lot.batch}`,
      Author: LABELS.en.supplier,
      Subject: `COA ${lot.batch}`,
      Keywords: `${lot.itemno}, ${lot.batch}`,
      // Fixed, so the same lot always gives the same file.
      CreationDate: new Date(`${releaseDate(lot.manufactureDate)}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const cjk = Boolean(cjkFont && lang === 'zh');
  const [regular, bold] = cjk ? ['cjk', 'cjk'] : ['Helvetica', 'Helvetica-Bold'];
  if (cjk && cjkFont) doc.registerFont('cjk', cjkFont.path, cjkFont.family);
  // Every string goes through here: the CJK font has the signs, Helvetica needs them spelled out.
  const write = (text: string) => (cjk ? text : winAnsiText(text));
  const width = doc.page.width - MARGIN * 2;

  // Header: supplier and the document's title.
  doc.rect(MARGIN, MARGIN, width, 4).fill(BRAND);
  doc
    .fillColor(BRAND)
    .font(bold)
    .fontSize(18)
    .text(write(label.supplier), MARGIN, MARGIN + 14);
  doc.fillColor('#444444').font(regular).fontSize(9).text(write(label.address));
  doc.moveDown(1.2);
  doc.fillColor('#000000').font(bold).fontSize(16).text(write(label.title), { align: 'center' });
  doc.moveDown(0.8);

  // Product and lot details, as label/value rows.
  const details: [string, string][] = [
    [label.product, lot.title],
    [label.itemno, lot.itemno],
    [label.batch, lot.batch],
    [label.size, lot.size],
    [label.quantity, `${lot.quantity} ${label.units}`],
    [label.manufactured, lot.manufactureDate],
    [label.expires, lot.expiryDate],
    [label.storage, lot.storage],
  ];
  const labelWidth = 120;
  for (const [name, value] of details) {
    const y = doc.y;
    doc.font(bold).fontSize(10).fillColor('#333333').text(write(name), MARGIN, y, { width: labelWidth });
    doc
      .font(regular)
      .fillColor('#000000')
      .text(write(value), MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.35);
  }
  doc.moveDown(0.6);

  // Results table: test, specification, result, verdict.
  doc.font(bold).fontSize(12).fillColor(BRAND).text(write(label.results), MARGIN, doc.y);
  doc.moveDown(0.4);
  const columns = [0.3, 0.32, 0.24, 0.14].map((share) => share * width);
  const row = (cells: string[], font: string, shade: boolean) => {
    const heights = cells.map((cell, i) =>
      doc
        .font(font)
        .fontSize(9)
        .heightOfString(write(cell), { width: (columns[i] ?? 0) - 10 }),
    );
    const height = Math.max(...heights) + 10;
    if (doc.y + height > doc.page.height - MARGIN - 60) doc.addPage();
    const top = doc.y;
    if (shade) doc.rect(MARGIN, top, width, height).fill('#eef3f8');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc
        .fillColor('#000000')
        .font(font)
        .fontSize(9)
        .text(write(cell), x + 5, top + 5, { width: (columns[i] ?? 0) - 10 });
      x += columns[i] ?? 0;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  row([label.test, label.specification, label.result, label.verdict], bold, true);
  for (const test of lot.tests) row([test.test, test.specification, test.result, test.passed ? label.pass : label.fail], regular, false);
  doc.moveDown(1);

  // Conclusion and the QA release signature.
  const released = lot.tests.length > 0 && lot.tests.every((test) => test.passed);
  if (doc.y > doc.page.height - MARGIN - 160) doc.addPage();
  doc.font(bold).fontSize(12).fillColor(BRAND).text(write(label.conclusion), MARGIN, doc.y);
  doc.moveDown(0.3);
  doc
    .font(regular)
    .fontSize(10)
    .fillColor('#000000')
    .text(write(released ? label.conforms : label.notConforms), { width });
  doc.moveDown(2);
  const signY = doc.y;
  doc.font(regular).fontSize(10).text(write(label.approved), MARGIN, signY);
  doc.text(write(`${label.signature}______________________`), MARGIN, signY + 24);
  doc.text(write(`${label.date}${releaseDate(lot.manufactureDate)}`), MARGIN + width / 2, signY + 24);

  // Footer on every page: the use statement and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 20;
    doc.font(regular).fontSize(8).fillColor('#666666');
    doc.text(write(label.footer), MARGIN, y, { width, align: 'left', lineBreak: false });
    doc.text(write(label.page(i + 1, range.count)), MARGIN, y, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
