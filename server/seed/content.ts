/**
 * Everything around the goods: banners, hot searches, the system dictionary, countries,
 * articles and the pathology gallery.
 */
import type { Db } from '../db/client';
import { banners, galleryImages, hotSearches, sysDicts } from '../db/schema';
import { insertArticles } from './articles';
import { categoryCodes } from './categories';
import { insertCountries } from './countries';
import { targetName } from './goods-antibodies';
import { lowerFirst, type Phrase } from './goods-draft';
import { createRandom } from './random';
import { term, vocabulary, type Term } from './vocabulary';

type BannerRow = typeof banners.$inferInsert;
type HotSearchRow = typeof hotSearches.$inferInsert;
type DictRow = typeof sysDicts.$inferInsert;
type GalleryRow = typeof galleryImages.$inferInsert;

function bannerRows(): BannerRow[] {
  const carousel: [Phrase, string, string][] = [
    [{ en: 'Primary antibodies for every pathway', zh: '覆盖主要信号通路的一抗' }, 'home-antibodies', '/antibody?id=CP002001'],
    [{ en: 'Protein research reagents, from lysis to detection', zh: '蛋白研究试剂：从裂解到检测' }, 'home-reagents', '/goods-list?id=CP001002'],
    [{ en: 'Cell culture vessels and consumables', zh: '细胞培养耗材' }, 'home-consumables', '/consumables?id=CP001015001020003'],
    [
      { en: 'Classic culture media: filter by type, form and additives', zh: '经典培养基：按类型、剂型与添加成分筛选' },
      'home-media',
      '/bufferSolution?id=CP001015001165',
    ],
    [{ en: 'Histopathology testing services', zh: '组织病理检测服务' }, 'home-services', '/goods-list?id=FW001001'],
  ];
  const rows: BannerRow[] = carousel.map(([title, pic, url], i) => ({
    bannerType: 1,
    titleEn: title.en,
    titleZh: title.zh,
    pic: `/files/banners/${pic}.svg`,
    url,
    video: null,
    onShelfFlag: true,
    sort: i + 1,
  }));
  rows.push(
    {
      bannerType: 2,
      titleEn: 'Double Eleven: up to 30% off',
      titleZh: '双十一：低至7折',
      pic: '/files/banners/advert-double-eleven.svg',
      url: `/promotionTrialList?id=${categoryCodes.trial.doubleEleven}`,
      video: null,
      onShelfFlag: true,
      sort: 1,
    },
    {
      bannerType: 2,
      titleEn: 'Take a tour of our histopathology platform',
      titleZh: '走进我们的组织病理技术平台',
      pic: '/files/banners/advert-platform-tour.svg',
      url: '/GalleryPlatform',
      video: { p: { url: '/files/video/platform-tour.mp4' } },
      onShelfFlag: true,
      sort: 2,
    },
  );
  return rows;
}

/** Hot-search chips: the names people actually type, taken from the catalogue's own products. */
function hotSearchRows(): HotSearchRow[] {
  const targetLabels: [string, string?][] = [
    ['gapdh'],
    ['actb', 'β-actin'],
    ['mki67', 'Ki-67'],
    ['cd274', 'PD-L1'],
    ['cd68'],
    ['casp3-cleaved-asp175'],
    ['akt1-pser473'],
    ['map1lc3b', 'LC3B'],
  ];
  const targets: Phrase[] = targetLabels.map(([id, label]) => {
    const name = label ? { en: label, zh: label } : targetName(term(vocabulary.antibodyTargets, id));
    return { en: `${name.en} antibody`, zh: `${name.zh}抗体` };
  });
  const products: Phrase[] = [
    ...['ripa', 'bca-kit', 'ecl', 'cck8', 'dapi', 'annexin-v-pi', 'fbs', 'trypsin-edta'].map((id) => term(vocabulary.reagents, id)),
    ...['pvdf-membrane', 'culture-plate'].map((id) => term(vocabulary.consumables, id)),
    term(vocabulary.media, 'dmem-high'),
    term(vocabulary.secondaryAntibodies, 'hrp-gt-anti-rb'),
    ...['ihc-staining', 'special-staining'].map((id) => term(vocabulary.services, id)),
  ].map((product) => ({
    // Chips are short: the English drops bracketed expansions such as DAPI's chemical name.
    en: product.en.replace(/\s*\([^)]*\)/g, ''),
    zh: product.zh,
  }));
  return [...targets, ...products].map((name, i, all) => ({
    proNameEn: name.en,
    proNameZh: name.zh,
    // Most chips search for their own text; a few jump straight to a category.
    linkUrl: i === 0 ? '/antibody?id=CP002004' : i === 10 ? '/goods-list?id=CP001002' : null,
    // The last chip is withdrawn, so lists have an off-shelf entry to leave out.
    onShelfFlag: i < all.length - 1,
    sort: i + 1,
  }));
}

/** Dictionary groups whose dictCode values are the codes stored on goods (speciesCodes, labels, mediumType…). */
function dictRows(): DictRow[] {
  const groups: [string, readonly Term[], (t: Term) => string | null][] = [
    ['species', vocabulary.species, (t) => vocabulary.species.find((s) => s.id === t.id)?.latin ?? null],
    ['applications', vocabulary.applications, (t) => t.id],
    ['areas', vocabulary.researchAreas, () => null],
    ['mediumType', vocabulary.mediumTypes, () => null],
    ['mediumForm', vocabulary.mediumForms, () => null],
    ['mediumAdditive', vocabulary.mediumAdditives, () => null],
    ['host', vocabulary.hosts, () => null],
    ['clonality', vocabulary.clonality, () => null],
    ['conjugate', vocabulary.conjugates, () => null],
    ['growthMode', vocabulary.growthModes, () => null],
  ];
  return groups.flatMap(([dictType, terms, remark]) =>
    terms.map((t, i) => ({ dictType, dictCode: t.id, dictValueEn: t.en, dictValueZh: t.zh, remark: remark(t), sort: i + 1 })),
  );
}

/** Tissue and marker pairs that make sense to show, by target symbol. */
const ihcPairs: [string, string][] = [
  ['liver', 'CD68'],
  ['brain', 'GFAP'],
  ['brain', 'RBFOX3'],
  ['brain', 'AIF1'],
  ['spleen', 'CD3E'],
  ['spleen', 'MS4A1'],
  ['lymph-node', 'PTPRC'],
  ['colon', 'MKI67'],
  ['colon', 'CDH1'],
  ['tumor-xenograft', 'MKI67'],
  ['tumor-xenograft', 'CD274'],
  ['pancreas', 'INS'],
];

const ifPairs: [string, string][] = [
  ['brain', 'GFAP'],
  ['brain', 'MAP2'],
  ['heart', 'TNNT2'],
  ['skeletal-muscle', 'DES'],
  ['pancreas', 'GCG'],
  ['kidney', 'TJP1'],
  ['aorta', 'ACTA2'],
  ['colon', 'EPCAM'],
  ['lung', 'PECAM1'],
];

function plainTarget(symbol: string) {
  const found = vocabulary.antibodyTargets.find((t) => t.symbol === symbol && !t.phospho && !t.modification && !t.cleaved);
  if (!found) throw new Error(`gallery: no target ${symbol}`);
  return found;
}

function galleryRows(): GalleryRow[] {
  const random = createRandom('gallery');
  const codes = categoryCodes.gallery;
  const rows: GalleryRow[] = [];
  const add = (categoryId: string, row: Omit<GalleryRow, 'categoryId' | 'sort'>) => {
    const sort = rows.filter((r) => r.categoryId === categoryId).length + 1;
    rows.push({ ...row, categoryId, sort });
  };

  const stainPairs = vocabulary.tissues.flatMap((tissue) => tissue.typicalStains.map((stainId) => ({ tissue, stain: term(vocabulary.stains, stainId) })));
  const routine = random.subset(stainPairs.filter((pair) => pair.stain.category === 'routine'), 10);
  const special = random.subset(stainPairs.filter((pair) => pair.stain.category === 'special'), 12);
  for (const [code, pairs] of [[codes.routine, routine], [codes.special, special]] as const) {
    for (const { tissue, stain } of pairs) {
      add(code, {
        titleEn: `${tissue.en}, ${stain.en}`,
        titleZh: `${tissue.zh} ${stain.zh}`,
        descriptionEn: stain.result_en,
        descriptionZh: stain.result_zh,
        img: `/files/gallery/${tissue.id}-${stain.id}.svg`,
      });
    }
  }
  for (const [code, pairs, method] of [
    [codes.ihc, ihcPairs, { en: 'IHC', zh: '免疫组化', long: 'Immunohistochemistry (DAB)', longZh: '免疫组化染色（DAB显色）' }],
    [codes.if, ifPairs, { en: 'immunofluorescence', zh: '免疫荧光', long: 'Immunofluorescence', longZh: '免疫荧光染色' }],
  ] as const) {
    for (const [tissueId, symbol] of pairs) {
      const tissue = term(vocabulary.tissues, tissueId);
      const target = plainTarget(symbol);
      add(code, {
        titleEn: `${tissue.en}, ${symbol} ${method.en}`,
        titleZh: `${tissue.zh} ${symbol}${method.zh}`,
        descriptionEn: `${method.long} for ${target.en} (${symbol}) on ${lowerFirst(tissue.en)} sections.`,
        descriptionZh: `${tissue.zh}切片${symbol}${method.longZh}。靶点：${target.zh}。`,
        img: `/files/gallery/${tissue.id}-${symbol.toLowerCase()}-${method.en === 'IHC' ? 'ihc' : 'if'}.svg`,
      });
    }
  }
  for (const instrument of vocabulary.instruments.filter((i) => i.category === 'histology' || i.category === 'imaging')) {
    const category = term(vocabulary.instrumentCategories, instrument.category);
    add(codes.equipment, {
      titleEn: instrument.en,
      titleZh: instrument.zh,
      descriptionEn: category.en,
      descriptionZh: category.zh,
      img: `/files/gallery/equipment-${instrument.id}.svg`,
    });
  }
  return rows;
}

export interface ContentSummary {
  banners: number;
  hotSearches: number;
  dicts: number;
  countries: number;
  articles: number;
  gallery: number;
}

async function insertDictionaries(db: Db): Promise<number> {
  const rows = dictRows();
  await db.insert(sysDicts).values(rows).onConflictDoNothing();
  return rows.length;
}

export async function insertContent(db: Db): Promise<ContentSummary> {
  const bannerList = bannerRows();
  const hot = hotSearchRows();
  const gallery = galleryRows();
  await db.insert(banners).values(bannerList);
  await db.insert(hotSearches).values(hot);
  await db.insert(galleryImages).values(gallery);
  return {
    banners: bannerList.length,
    hotSearches: hot.length,
    dicts: await insertDictionaries(db),
    countries: await insertCountries(db),
    articles: await insertArticles(db),
    gallery: gallery.length,
  };
}
