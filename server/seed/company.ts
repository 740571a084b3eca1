/**
 * Seeds the company's pages, its distributors, the data centre's attachments and the purchase
 * notices (docs/product.md §2.2); the contents live in company-pages.ts, company-distributors.ts,
 * company-data-center.ts and company-notices.ts, so this file is only how they reach the tables.
 */
import type { Db } from '../db/client';
import { attachments, companyPages, distributors, purchaseNotices } from '../db/schema';
import { dataCenterRows } from './company-data-center';
import { DISTRIBUTORS } from './company-distributors';
import { NOTICES } from './company-notices';
import { PAGES } from './company-pages';

/** Seeds the company pages, distributors, data-centre files and purchase notices; answers the counts. */
export async function insertCompany(db: Db): Promise<{ pages: number; distributors: number; attachments: number; notices: number }> {
  await db.insert(companyPages).values(
    PAGES.map((page) => ({
      slug: page.slug,
      titleEn: page.title.en,
      titleZh: page.title.zh,
      summaryEn: page.summary.en,
      summaryZh: page.summary.zh,
      sectionsEn: page.sections.en,
      sectionsZh: page.sections.zh,
    })),
  );
  await db.insert(distributors).values(DISTRIBUTORS.map((row, i) => ({ ...row, sort: i + 1 })));
  const files = dataCenterRows();
  await db.insert(attachments).values(files);
  let noticeFiles = 0;
  for (const notice of NOTICES) {
    const [row] = await db
      .insert(purchaseNotices)
      .values({
        noticeNo: notice.noticeNo,
        noticeType: notice.noticeType,
        status: notice.status,
        titleEn: notice.title.en,
        titleZh: notice.title.zh,
        summaryEn: notice.summary.en,
        summaryZh: notice.summary.zh,
        bodyEn: notice.body.en,
        bodyZh: notice.body.zh,
        publishedAt: new Date(notice.publishedAt),
        deadlineAt: notice.deadlineAt ? new Date(notice.deadlineAt) : null,
      })
      .returning({ id: purchaseNotices.id });
    if (!row || notice.documents.length === 0) continue;
    await db.insert(attachments).values(
      notice.documents.map(([name, en, zh], i) => ({
        category: 'purchase',
        noticeId: row.id,
        fileNameEn: en,
        fileNameZh: zh,
        url: `/files/purchase/${name}.pdf`,
        sort: i + 1,
      })),
    );
    noticeFiles += notice.documents.length;
  }
  return { pages: PAGES.length, distributors: DISTRIBUTORS.length, attachments: files.length + noticeFiles, notices: NOTICES.length };
}
