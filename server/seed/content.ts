/**
 * Everything around the goods: banners, hot searches, the system dictionary, countries,
 * articles and the pathology gallery.
 */
import type { Db } from '../db/client';
import { banners, hotSearches, sysDicts } from '../db/schema';
import { isotypes, unconjugated } from './antibody-isotypes';
import { insertArticles } from './articles';
import { categoryCodes } from './categories';
import { insertCountries } from './countries';
import { insertGallery } from './gallery';
import { targetName } from './goods-antibodies';
import type { Phrase } from './goods-draft';
import { term, vocabulary, type Term } from './vocabulary';

type BannerRow = typeof banners.$inferInsert;
type HotSearchRow = typeof hotSearches.$inferInsert;
type DictRow = typeof sysDicts.$inferInsert;

const DAY = 86_400_000;
/** China Standard Time, where the shop's campaigns start and end at midnight. */
const CST = 8 * 3_600_000;

/**
 * Validity windows of the dated adverts, relative to the day the demo is seeded, so a fresh demo
 * never opens with a campaign long over (docs/product.md §2.4 item 10): Double Eleven runs
 * 1–11 November of the seeding year (over, or still to come, by the calendar), the trial-pack
 * offer from a week before the seeding day to three months after it.
 * @internal exported for its tests
 */
export function advertWindows(seededAt: number): Record<'doubleEleven' | 'trialPacks', { validFrom: Date; validUntil: Date }> {
  const year = new Date(seededAt + CST).getUTCFullYear();
  const today = Math.floor((seededAt + CST) / DAY) * DAY - CST;
  return {
    doubleEleven: { validFrom: new Date(Date.UTC(year, 10, 1) - CST), validUntil: new Date(Date.UTC(year, 10, 12) - CST) },
    trialPacks: { validFrom: new Date(today - 7 * DAY), validUntil: new Date(today + 90 * DAY) },
  };
}

function bannerRows(seededAt: number): BannerRow[] {
  const windows = advertWindows(seededAt);
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
    pic: `/files/banners/${pic}.webp`,
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
      pic: '/files/banners/advert-double-eleven.webp',
      url: `/promotionTrialList?id=${categoryCodes.trial.doubleEleven}`,
      video: null,
      onShelfFlag: true,
      sort: 1,
      ...windows.doubleEleven,
    },
    {
      bannerType: 2,
      titleEn: 'Try before you buy: free trial sizes of antibodies and reagents',
      titleZh: '先试后买：抗体与试剂免费试用装',
      pic: '/files/banners/advert-trial-packs.webp',
      url: `/promotionTrialList?id=${categoryCodes.trial.antibody}`,
      video: null,
      onShelfFlag: true,
      sort: 2,
      ...windows.trialPacks,
    },
    {
      bannerType: 2,
      titleEn: 'Take a tour of our histopathology platform',
      titleZh: '走进我们的组织病理技术平台',
      pic: '/files/banners/advert-platform-tour.webp',
      url: '/GalleryPlatform',
      video: { p: { url: '/files/video/platform-tour.mp4' } },
      onShelfFlag: true,
      sort: 3,
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
    ['conjugate', [unconjugated, ...vocabulary.conjugates], () => null],
    ['isotype', isotypes, () => null],
    ['growthMode', vocabulary.growthModes, () => null],
  ];
  return groups.flatMap(([dictType, terms, remark]) =>
    terms.map((t, i) => ({ dictType, dictCode: t.id, dictValueEn: t.en, dictValueZh: t.zh, remark: remark(t), sort: i + 1 })),
  );
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

/** `seededAt`: when the demo is seeded; the dated adverts' windows are set from it. */
export async function insertContent(db: Db, seededAt = Date.now()): Promise<ContentSummary> {
  const bannerList = bannerRows(seededAt);
  const hot = hotSearchRows();
  await db.insert(banners).values(bannerList);
  await db.insert(hotSearches).values(hot);
  return {
    banners: bannerList.length,
    hotSearches: hot.length,
    dicts: await insertDictionaries(db),
    countries: await insertCountries(db),
    articles: await insertArticles(db),
    gallery: await insertGallery(db),
  };
}
