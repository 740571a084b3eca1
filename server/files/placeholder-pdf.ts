/**
 * A one-page PDF naming the document, for the demo catalogue's manuals, protocols and safety data
 * sheets that have no file in DATA_DIR/files, so downloads work on a fresh install (datasheets and
 * the data centre's catalogues are written from the goods instead).
 */
function pdfText(text: string): string {
  // Latin-1 only in a base-14 font; anything else becomes '?'.
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (ch) => `\\${ch}`);
}

export function placeholderPdf(relativePath: string): Buffer {
  const name =
    relativePath
      .split('/')
      .pop()
      ?.replace(/\.pdf$/i, '') ?? 'document';
  const lines = [name.replace(/[-_]+/g, ' '), 'Demo catalogue document', 'The supplier publishes the full document with the product.'];
  const content = lines.map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 72 ${720 - index * 32} Td (${pdfText(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
