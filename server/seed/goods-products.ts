/**
 * Product families other than antibodies, media and instruments: recombinant proteins
 * (CP001015001381…), reagents (CP001…) and consumables (CP001015001020…).
 */
import { categoryCodes, codeOf } from './categories';
import {
  createDeck,
  featureLine,
  listPrice,
  lowerFirst,
  packVariants,
  shortName,
  sizeRun,
  type GoodsDraft,
  type GoodsFamily,
  type Phrase,
  type SizePrice,
} from './goods-draft';
import type { Random } from './random';
import { isPlainTarget, term, vocabulary, type Reagent } from './vocabulary';

// ── Recombinant proteins ────────────────────────────────────────────────────────────────────

const proteinTags: [Phrase | null, number][] = [
  [{ en: 'His', zh: 'His' }, 45],
  [{ en: 'GST', zh: 'GST' }, 15],
  [{ en: 'Fc', zh: 'Fc' }, 20],
  [null, 20],
];

const expressionSystems: [Phrase, number][] = [
  [{ en: 'E. coli', zh: '大肠杆菌' }, 40],
  [{ en: 'HEK293 cells', zh: 'HEK293细胞' }, 35],
  [{ en: 'CHO cells', zh: 'CHO细胞' }, 10],
  [{ en: 'insect cells (Sf9)', zh: '昆虫细胞（Sf9）' }, 15],
];

const proteinSizes: readonly SizePrice[] = [
  ['10 µg', '10 µg', 680],
  ['50 µg', '50 µg', 1980],
  ['100 µg', '100 µg', 3280],
  ['1 mg', '1 mg', 12800],
];

export function recombinantProteins(random: Random): GoodsFamily {
  const areas = new Set(Object.keys(categoryCodes.protein));
  const deck = createDeck(
    random,
    vocabulary.antibodyTargets.filter((t) => isPlainTarget(t) && areas.has(t.area)),
  );
  return {
    key: 'protein',
    prefix: 'P',
    goodsType: 1,
    weight: 0.07,
    bindable: true,
    citable: false,
    make() {
      const target = deck.draw().item;
      const species = term(
        vocabulary.species,
        random.weighted([
          ['human', 70],
          ['mouse', 20],
          ['rat', 10],
        ]),
      );
      const tag = random.weighted(proteinTags);
      const system = random.weighted(expressionSystems);
      const applications = random.subset(['ELISA', 'SDS-PAGE', 'WB'], random.int(1, 3));
      return {
        categoryId: codeOf(categoryCodes.protein, target.area),
        titleEn: `Recombinant ${species.en} ${target.symbol} Protein${tag ? ` (${tag.en} Tag)` : ''}`,
        titleZh: `重组${species.zh}${target.symbol}蛋白${tag ? `（${tag.zh}标签）` : ''}`,
        secondTitleEn: `Expressed in ${system.en}`,
        secondTitleZh: `${system.zh}表达`,
        harmonyTitle: target.symbol,
        featuresEn: 'Purity > 95% (SDS-PAGE); endotoxin < 1 EU/µg',
        featuresZh: '纯度>95%（SDS-PAGE）；内毒素<1 EU/µg',
        applicationsEn: applications.join(', '),
        applicationsZh: applications.join(', '),
        speciesEn: species.en,
        speciesZh: species.zh,
        descriptionEn:
          `Recombinant ${lowerFirst(species.en)} ${target.en} (${target.symbol}) expressed in ${system.en}` +
          `${tag ? ` with a ${tag.en} tag` : ', tag-free'}. Predicted molecular weight of the mature chain: about ` +
          `${target.mw_kDa} kDa. Lyophilised from a 0.22 µm filtered solution. For research use only.`,
        descriptionZh:
          `${system.zh}表达的重组${species.zh}${target.symbol}蛋白，即${target.zh}${tag ? `，带${tag.zh}标签` : '，无标签'}。` +
          `理论分子量约${target.mw_kDa} kDa。经0.22 µm过滤后冻干。仅供科研使用。`,
        speciesCodes: [species.id],
        areaCodes: [target.area],
        docSlug: target.symbol,
        skus: sizeRun(random, proteinSizes, random.float(0.85, 1.35)),
      };
    },
  };
}

// ── Reagents ────────────────────────────────────────────────────────────────────────────────

interface ReagentProfile {
  storage: Phrase;
  features: Phrase[];
  /** List price range of the smallest size, CNY. */
  price: [number, number];
}

const reagentProfiles: Record<string, ReagentProfile> = {
  buffers: {
    storage: { en: 'Store at room temperature', zh: '室温保存' },
    features: [
      { en: 'Ready to use', zh: '即用型' },
      { en: 'Sterile-filtered (0.22 µm)', zh: '0.22 µm过滤除菌' },
      { en: 'Consistent from lot to lot', zh: '批间一致性好' },
    ],
    price: [45, 180],
  },
  protein: {
    storage: { en: 'Store at −20 °C', zh: '−20 °C保存' },
    features: [
      { en: 'Compatible with Western blot', zh: '兼容Western blot' },
      { en: 'Low background', zh: '背景低' },
      { en: 'Tested on every lot', zh: '逐批检测' },
    ],
    price: [160, 980],
  },
  'nucleic-acid': {
    storage: { en: 'Store at −20 °C', zh: '−20 °C保存' },
    features: [
      { en: 'RNase/DNase-free', zh: '无RNase/DNase' },
      { en: 'High yield', zh: '得率高' },
      { en: 'Fast protocol', zh: '操作快速' },
    ],
    price: [220, 1680],
  },
  'cell-culture': {
    storage: { en: 'Store at 2–8 °C', zh: '2–8 °C保存' },
    features: [
      { en: 'Cell culture tested', zh: '经细胞培养验证' },
      { en: 'Endotoxin tested', zh: '内毒素检测合格' },
      { en: 'Mycoplasma-free', zh: '无支原体' },
    ],
    price: [90, 680],
  },
  'cell-assay': {
    storage: { en: 'Store at −20 °C, protected from light', zh: '−20 °C避光保存' },
    features: [
      { en: 'Sensitive and reproducible', zh: '灵敏度高、重复性好' },
      { en: 'Microplate format', zh: '适用于微孔板检测' },
      { en: 'All reagents included', zh: '试剂齐全' },
    ],
    price: [380, 2680],
  },
  staining: {
    storage: { en: 'Store at 2–8 °C, protected from light', zh: '2–8 °C避光保存' },
    features: [
      { en: 'Bright, photostable signal', zh: '信号明亮、耐光漂白' },
      { en: 'Ready to use', zh: '即用型' },
      { en: 'Low background', zh: '背景低' },
    ],
    price: [120, 680],
  },
  histology: {
    storage: { en: 'Store at room temperature', zh: '室温保存' },
    features: [
      { en: 'Clear, consistent staining', zh: '染色清晰、稳定' },
      { en: 'Ready to use', zh: '即用型' },
      { en: 'Suitable for paraffin sections', zh: '适用于石蜡切片' },
    ],
    price: [98, 880],
  },
};

/** Serum is priced far above other cell culture reagents. */
const reagentPriceOverrides: Record<string, [number, number]> = { fbs: [1280, 2280] };

const sizeMultipliers = [1, 2.4, 4.2, 7];

function profileOf(reagent: Reagent): ReagentProfile {
  const profile = reagentProfiles[reagent.category];
  if (!profile) throw new Error(`reagents: no profile for category '${reagent.category}'`);
  return profile;
}

/** A reagent goods item; `categoryId` says where it is filed (reagents, or medium supplements). */
export function reagentDraft(random: Random, reagent: Reagent, variant: Phrase, categoryId: string): GoodsDraft {
  const profile = profileOf(reagent);
  const category = term(vocabulary.reagentCategories, reagent.category);
  const features = random.subset(profile.features, 2);
  const [low, high] = reagentPriceOverrides[reagent.id] ?? profile.price;
  const base = random.float(low, high);
  const name = shortName(reagent.en);
  return {
    categoryId,
    titleEn: `${reagent.en}${variant.en}`,
    titleZh: `${reagent.zh}${variant.zh}`,
    secondTitleEn: profile.storage.en,
    secondTitleZh: profile.storage.zh,
    harmonyTitle: name,
    featuresEn: featureLine(features).en,
    featuresZh: featureLine(features).zh,
    descriptionEn: `${reagent.en}, from our ${lowerFirst(category.en)} range. ${profile.storage.en}. For research use only.`,
    descriptionZh: `${reagent.zh}，属${category.zh}。${profile.storage.zh}。仅供科研使用。`,
    docSlug: name,
    skus: reagent.sizes.map((size, i) => ({ en: size, zh: size, price: listPrice(base * (sizeMultipliers[i] ?? 8)) })),
  };
}

export function reagents(random: Random): GoodsFamily {
  const deck = createDeck(random, vocabulary.reagents);
  return {
    key: 'reagent',
    prefix: 'R',
    goodsType: 1,
    weight: 0.08,
    bindable: true,
    citable: false,
    extraDocument: { kind: 'SDS', chance: 0.5 },
    make() {
      const { item, round } = deck.draw();
      const variant = packVariants[round % packVariants.length] ?? { en: '', zh: '' };
      return reagentDraft(random, item, variant, codeOf(categoryCodes.reagent, item.category));
    },
  };
}

// ── Consumables ─────────────────────────────────────────────────────────────────────────────

const consumableProfiles: Record<string, { features: Phrase[]; price: [number, number] }> = {
  'liquid-handling': {
    features: [
      { en: 'Low-retention surface', zh: '低吸附表面' },
      { en: 'Fits most pipettes', zh: '适配多数品牌移液器' },
    ],
    price: [45, 380],
  },
  tubes: {
    features: [
      { en: 'Medical-grade polypropylene', zh: '医用级聚丙烯' },
      { en: 'Autoclavable', zh: '可高压灭菌' },
    ],
    price: [60, 420],
  },
  'cell-culture': {
    features: [
      { en: 'Sterile, non-pyrogenic', zh: '无菌、无热原' },
      { en: 'Even cell attachment', zh: '细胞贴壁均匀' },
    ],
    price: [80, 680],
  },
  filtration: {
    features: [
      { en: 'Low protein binding', zh: '低蛋白吸附' },
      { en: 'Sterile', zh: '无菌' },
    ],
    price: [180, 1280],
  },
  storage: {
    features: [
      { en: 'Withstands −196 °C', zh: '耐受−196 °C' },
      { en: 'Leak-proof seal', zh: '密封防漏' },
    ],
    price: [120, 880],
  },
  histology: {
    features: [
      { en: 'Made for pathology labs', zh: '病理实验室专用' },
      { en: 'Consistent quality', zh: '质量稳定' },
    ],
    price: [35, 480],
  },
  protein: {
    features: [
      { en: 'High binding capacity', zh: '结合能力强' },
      { en: 'Low background', zh: '背景低' },
    ],
    price: [280, 1880],
  },
  molecular: {
    features: [
      { en: 'Fits major instruments', zh: '兼容主流仪器' },
      { en: 'Low autofluorescence', zh: '低自发荧光' },
    ],
    price: [180, 980],
  },
  general: {
    features: [
      { en: 'Everyday lab essential', zh: '实验室日常必备' },
      { en: 'Economical', zh: '经济实惠' },
    ],
    price: [25, 260],
  },
};

export function consumables(random: Random): GoodsFamily {
  const deck = createDeck(random, vocabulary.consumables);
  return {
    key: 'consumable',
    prefix: 'C',
    goodsType: 1,
    weight: 0.05,
    bindable: true,
    citable: false,
    make() {
      const { item, round } = deck.draw();
      const variant = packVariants[round % packVariants.length] ?? { en: '', zh: '' };
      const profile = consumableProfiles[item.category];
      if (!profile) throw new Error(`consumables: no profile for category '${item.category}'`);
      const category = term(vocabulary.consumableCategories, item.category);
      const [low, high] = profile.price;
      const name = shortName(item.en);
      return {
        categoryId: codeOf(categoryCodes.consumable, item.category),
        titleEn: `${item.en}${variant.en}`,
        titleZh: `${item.zh}${variant.zh}`,
        secondTitleEn: category.en,
        secondTitleZh: category.zh,
        harmonyTitle: name,
        featuresEn: featureLine(profile.features).en,
        featuresZh: featureLine(profile.features).zh,
        descriptionEn: `${item.en}. Available as: ${item.norms.map((n) => n.en).join(' | ')}.`,
        descriptionZh: `${item.zh}。可选规格：${item.norms.map((n) => n.zh).join(' | ')}。`,
        docSlug: name,
        skus: item.norms.slice(0, 4).map((norm) => ({ en: norm.en, zh: norm.zh, price: listPrice(random.float(low, high)) })),
      };
    },
  };
}
