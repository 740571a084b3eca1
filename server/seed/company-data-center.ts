/**
 * The data centre's downloadable documents (docs/product.md §2.2), by category. Attachment files
 * are PDFs under /files: server/files answers each with a generated one-page PDF until the real
 * document is uploaded.
 */
import type { attachments } from '../db/schema';

type AttachmentRow = typeof attachments.$inferInsert;

/** Data-centre documents by category; each file is /files/data-center/<name>.pdf. */
const DATA_CENTER: Record<string, [name: string, en: string, zh: string][]> = {
  manual: [
    ['western-blot-manual', 'Western blot user manual', '蛋白质印迹使用手册'],
    ['elisa-kit-manual', 'ELISA kit user manual', 'ELISA 试剂盒使用手册'],
    ['ihc-manual', 'Immunohistochemistry user manual', '免疫组化使用手册'],
  ],
  protocol: [
    ['cell-thawing-protocol', 'Thawing and recovering frozen cells', '冻存细胞复苏方法'],
    ['flow-staining-protocol', 'Flow cytometry surface staining protocol', '流式细胞术表面染色方法'],
  ],
  msds: [
    ['msds-ripa-buffer', 'Safety data sheet: RIPA lysis buffer', '安全技术说明书：RIPA 裂解液'],
    ['msds-trypsin-edta', 'Safety data sheet: trypsin-EDTA 0.25%', '安全技术说明书：0.25% 胰酶-EDTA'],
  ],
  catalog: [
    ['antibody-catalogue-2026', 'Antibody catalogue 2026', '2026 抗体产品目录'],
    ['cell-culture-catalogue-2026', 'Cell culture catalogue 2026', '2026 细胞培养产品目录'],
    ['reagents-catalogue-2026', 'Reagents and consumables catalogue 2026', '2026 试剂与耗材目录'],
    ['services-brochure-2026', 'Services brochure 2026', '2026 技术服务手册'],
  ],
};

export function dataCenterRows(): AttachmentRow[] {
  return Object.entries(DATA_CENTER).flatMap(([category, files]) =>
    files.map(([name, en, zh], i) => ({ category, fileNameEn: en, fileNameZh: zh, url: `/files/data-center/${name}.pdf`, sort: i + 1 })),
  );
}
