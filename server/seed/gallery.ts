/**
 * The pathology gallery (docs/product.md §2.2 "Gallery"): stained sections per tissue and
 * stain, IHC and IF markers, and the histology platform's instruments. Each row carries its
 * legend, the RenderSpec its micrograph is drawn from (the files are rendered after seeding by
 * server/gallery/pyramids.ts) and the goods it shows.
 */
import { and, eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { galleryImages, goods } from '../db/schema';
import { galleryAssetPaths, IMAGE_HEIGHT, IMAGE_WIDTH, type Localisation, type RenderSpec } from '../gallery/render-spec';
import { categoryCodes } from './categories';
import { instrumentCandidates, markerCandidates, pickGoods, stainCandidates, type GoodsTitle, type TitleMatch } from './gallery-goods';
import { lowerFirst } from './goods-draft';
import { createRandom } from './random';
import { term, vocabulary } from './vocabulary';

type GalleryRow = typeof galleryImages.$inferInsert;
type Draft = Omit<GalleryRow, 'categoryId' | 'sort' | 'img' | 'dzi' | 'width' | 'height' | 'goodsId'> & {
  render: RenderSpec;
  goods: TitleMatch[];
};

/** Tissue and marker pairs that make sense to show, with where the marker's signal sits. */
const ihcPairs: [string, string, Localisation, number][] = [
  ['liver', 'CD68', 'cytoplasm', 0.12],
  ['brain', 'GFAP', 'fibre', 0.3],
  ['brain', 'RBFOX3', 'nuclear', 0.45],
  ['brain', 'AIF1', 'cytoplasm', 0.1],
  ['spleen', 'CD3E', 'membrane', 0.35],
  ['spleen', 'MS4A1', 'membrane', 0.4],
  ['lymph-node', 'PTPRC', 'membrane', 0.8],
  ['colon', 'MKI67', 'nuclear', 0.2],
  ['colon', 'CDH1', 'membrane', 0.6],
  ['tumor-xenograft', 'MKI67', 'nuclear', 0.55],
  ['tumor-xenograft', 'CD274', 'membrane', 0.35],
  ['pancreas', 'INS', 'cytoplasm', 0.25],
];

const ifPairs: [string, string, Localisation, number][] = [
  ['brain', 'GFAP', 'fibre', 0.35],
  ['brain', 'MAP2', 'fibre', 0.5],
  ['heart', 'TNNT2', 'cytoplasm', 0.85],
  ['skeletal-muscle', 'DES', 'fibre', 0.9],
  ['pancreas', 'GCG', 'cytoplasm', 0.15],
  ['kidney', 'TJP1', 'membrane', 0.7],
  ['aorta', 'ACTA2', 'fibre', 0.8],
  ['colon', 'EPCAM', 'membrane', 0.6],
  ['lung', 'PECAM1', 'membrane', 0.3],
];

function plainTarget(symbol: string) {
  const found = vocabulary.antibodyTargets.find((t) => t.symbol === symbol && !t.phospho && !t.modification && !t.cleaved);
  if (!found) throw new Error(`gallery: no target ${symbol}`);
  return found;
}

function drafts(): [string, Draft][] {
  const random = createRandom('gallery');
  const codes = categoryCodes.gallery;
  const out: [string, Draft][] = [];

  const stainPairs = vocabulary.tissues.flatMap((tissue) => tissue.typicalStains.map((stainId) => ({ tissue, stain: term(vocabulary.stains, stainId) })));
  const routine = random.subset(
    stainPairs.filter((pair) => pair.stain.category === 'routine'),
    10,
  );
  const special = random.subset(
    stainPairs.filter((pair) => pair.stain.category === 'special'),
    12,
  );
  for (const [code, pairs] of [
    [codes.routine, routine],
    [codes.special, special],
  ] as const) {
    for (const { tissue, stain } of pairs) {
      out.push([
        code,
        {
          titleEn: `${tissue.en}, ${stain.en}`,
          titleZh: `${tissue.zh} ${stain.zh}`,
          descriptionEn: `${stain.demonstrates_en}. ${stain.result_en}.`,
          descriptionZh: `${stain.demonstrates_zh}。${stain.result_zh}。`,
          tissueEn: tissue.en,
          tissueZh: tissue.zh,
          stainEn: stain.en,
          stainZh: stain.zh,
          magnification: random.pick([10, 20, 20, 40]),
          render: stain.id === 'he' ? { kind: 'he', key: `${tissue.id}-he` } : { kind: 'special', key: `${tissue.id}-${stain.id}`, stain: stain.id },
          goods: stainCandidates(stain, tissue.en),
        },
      ]);
    }
  }
  for (const [code, pairs, method] of [
    [codes.ihc, ihcPairs, { id: 'ihc', en: 'IHC', zh: '免疫组化', long: 'Immunohistochemistry (DAB)', longZh: '免疫组化染色（DAB显色）' }],
    [codes.if, ifPairs, { id: 'if', en: 'immunofluorescence', zh: '免疫荧光', long: 'Immunofluorescence', longZh: '免疫荧光染色' }],
  ] as const) {
    for (const [tissueId, symbol, localisation, positive] of pairs) {
      const tissue = term(vocabulary.tissues, tissueId);
      const target = plainTarget(symbol);
      const counterstain = method.id === 'ihc' ? { en: 'haematoxylin counterstain', zh: '苏木精复染' } : { en: 'DAPI nuclei', zh: 'DAPI标记细胞核' };
      out.push([
        code,
        {
          titleEn: `${tissue.en}, ${symbol} ${method.en}`,
          titleZh: `${tissue.zh} ${symbol}${method.zh}`,
          descriptionEn: `${method.long} for ${target.en} (${symbol}) on ${lowerFirst(tissue.en)} sections, ${counterstain.en}.`,
          descriptionZh: `${tissue.zh}切片${symbol}${method.longZh}，${counterstain.zh}。靶点：${target.zh}。`,
          tissueEn: tissue.en,
          tissueZh: tissue.zh,
          stainEn: `${method.long}: ${symbol}`,
          stainZh: `${method.longZh}：${symbol}`,
          magnification: method.id === 'if' ? 40 : random.pick([20, 40]),
          render: { kind: method.id, key: `${tissue.id}-${symbol.toLowerCase()}-${method.id}`, localisation, positive },
          goods: markerCandidates(symbol, method.id),
        },
      ]);
    }
  }
  for (const instrument of vocabulary.instruments.filter((i) => i.category === 'histology' || i.category === 'imaging')) {
    const category = term(vocabulary.instrumentCategories, instrument.category);
    out.push([
      codes.equipment,
      {
        titleEn: instrument.en,
        titleZh: instrument.zh,
        descriptionEn: `${category.en} on our histopathology platform.`,
        descriptionZh: `组织病理平台${category.zh}。`,
        tissueEn: null,
        tissueZh: null,
        stainEn: null,
        stainZh: null,
        magnification: null,
        render: { kind: 'device', key: `equipment-${instrument.id}` },
        goods: instrumentCandidates(instrument.en),
      },
    ]);
  }
  return out;
}

/** On-shelf titles of the goods families a gallery image can show: stain kits, antibodies, services, instruments. */
async function linkableGoods(db: Db): Promise<GoodsTitle[]> {
  return db
    .select({ id: goods.id, titleEn: goods.titleEn })
    .from(goods)
    .where(
      and(
        eq(goods.onShelfFlag, true),
        or(
          like(goods.titleEn, 'Anti-%'),
          like(goods.titleEn, 'Recombinant Anti-%'),
          like(goods.categoryId, 'CP001%'),
          like(goods.categoryId, 'CP014%'),
          like(goods.categoryId, 'FW%'),
        ),
      ),
    );
}

/** Writes the gallery rows (after the goods, which they link to); answers how many. */
export async function insertGallery(db: Db): Promise<number> {
  const titles = await linkableGoods(db);
  const sortIn = new Map<string, number>();
  const rows: GalleryRow[] = drafts().map(([categoryId, { goods: candidates, ...draft }]) => {
    const sort = (sortIn.get(categoryId) ?? 0) + 1;
    sortIn.set(categoryId, sort);
    const paths = galleryAssetPaths(draft.render);
    return {
      ...draft,
      categoryId,
      sort,
      img: paths.thumb,
      dzi: paths.dzi,
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
      goodsId: pickGoods(candidates, titles),
    };
  });
  await db.insert(galleryImages).values(rows);
  return rows.length;
}
