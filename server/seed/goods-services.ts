/**
 * Testing and CRO services (FW001…, FW002…), priced per slide, sample or animal group with a
 * volume tier. After one plain round, services are offered per tissue, stain, target or cell
 * line, as service providers list them ("Special stains: Masson's trichrome").
 */
import { categoryCodes, codeOf } from './categories';
import { createDeck, listPrice, lowerFirst, slug, type GoodsFamily, type Phrase, type SkuDraft } from './goods-draft';
import type { Random } from './random';
import { isPlainTarget, term, vocabulary, type Service } from './vocabulary';

type Unit = 'slide' | 'sample' | 'array' | 'group';

interface ServiceProfile {
  unit: Unit;
  price: [number, number];
  variant?: 'tissue' | 'stain' | 'target' | 'cell' | 'species';
}

const profiles: Record<string, ServiceProfile> = {
  'paraffin-sectioning': { unit: 'slide', price: [25, 60], variant: 'tissue' },
  'frozen-sectioning': { unit: 'slide', price: [40, 90], variant: 'tissue' },
  decalcification: { unit: 'slide', price: [80, 180] },
  'he-staining': { unit: 'slide', price: [25, 50], variant: 'tissue' },
  'special-staining': { unit: 'slide', price: [60, 150], variant: 'stain' },
  'ihc-staining': { unit: 'slide', price: [120, 260], variant: 'target' },
  'if-staining': { unit: 'slide', price: [150, 300], variant: 'target' },
  'multiplex-if': { unit: 'slide', price: [680, 1280] },
  tunel: { unit: 'slide', price: [180, 320], variant: 'tissue' },
  ish: { unit: 'slide', price: [480, 880], variant: 'target' },
  tma: { unit: 'array', price: [2800, 6800] },
  'slide-scanning': { unit: 'slide', price: [30, 80] },
  'image-analysis': { unit: 'slide', price: [50, 150] },
  'pathology-scoring': { unit: 'slide', price: [80, 200] },
  'western-blot': { unit: 'sample', price: [280, 480], variant: 'target' },
  qpcr: { unit: 'sample', price: [80, 180], variant: 'target' },
  elisa: { unit: 'sample', price: [60, 150], variant: 'target' },
  'flow-cytometry': { unit: 'sample', price: [180, 480], variant: 'cell' },
  'cell-assays': { unit: 'sample', price: [380, 1280], variant: 'cell' },
  'tem-prep': { unit: 'sample', price: [680, 1280] },
  'sem-prep': { unit: 'sample', price: [480, 980] },
  'animal-models': { unit: 'group', price: [8800, 38000], variant: 'species' },
  xenograft: { unit: 'group', price: [6800, 18800], variant: 'cell' },
};

const tiers: Record<Unit, { en: string; zh: string; factor: number }[]> = {
  slide: [
    { en: '1–20 slides (price per slide)', zh: '1–20张（单价/张）', factor: 1 },
    { en: '21 slides or more (price per slide)', zh: '21张及以上（单价/张）', factor: 0.85 },
  ],
  sample: [
    { en: '1–20 samples (price per sample)', zh: '1–20个样本（单价/个）', factor: 1 },
    { en: '21 samples or more (price per sample)', zh: '21个及以上样本（单价/个）', factor: 0.85 },
  ],
  array: [{ en: 'Per array', zh: '每张芯片', factor: 1 }],
  group: [
    { en: 'Per group (6 animals)', zh: '每组（6只）', factor: 1 },
    { en: 'Per group (10 animals)', zh: '每组（10只）', factor: 1.6 },
  ],
};

const turnaround: Record<Unit, Phrase> = {
  slide: { en: 'Report within 5–10 working days', zh: '5–10个工作日出具报告' },
  sample: { en: 'Report within 7–15 working days', zh: '7–15个工作日出具报告' },
  array: { en: 'Delivery within 15–20 working days', zh: '15–20个工作日交付' },
  group: { en: 'Study report within 6–8 weeks', zh: '6–8周出具实验报告' },
};

interface Variant {
  name: Phrase;
  detail: Phrase;
  organ?: Phrase;
}

function variantOf(random: Random, service: Service, kind: ServiceProfile['variant']): Variant | undefined {
  switch (kind) {
    case 'tissue': {
      const tissue = random.pick(vocabulary.tissues);
      return { name: tissue, detail: { en: `Tissue: ${lowerFirst(tissue.en)}.`, zh: `组织类型：${tissue.zh}。` }, organ: tissue };
    }
    case 'stain': {
      const stain = term(vocabulary.stains, random.pick(service.stains ?? ['masson']));
      return {
        name: stain,
        detail: {
          en: `${stain.en} shows ${lowerFirst(stain.demonstrates_en)}: ${lowerFirst(stain.result_en)}.`,
          zh: `${stain.zh}用于显示${stain.demonstrates_zh}：${stain.result_zh}。`,
        },
      };
    }
    case 'target': {
      const target = random.pick(vocabulary.antibodyTargets.filter(isPlainTarget));
      return {
        name: { en: target.symbol, zh: target.symbol },
        detail: { en: `Target: ${target.en} (${target.symbol}).`, zh: `检测靶点：${target.symbol}，${target.zh}。` },
      };
    }
    case 'cell': {
      const line = random.pick(vocabulary.cellLines);
      return {
        name: { en: line.name, zh: line.name },
        detail: { en: `Cell line: ${line.name} (${line.tissue_en}).`, zh: `细胞系：${line.name}（${line.tissue_zh}）。` },
        organ: { en: line.tissue_en, zh: line.tissue_zh },
      };
    }
    case 'species': {
      const species = term(vocabulary.species, random.pick(['mouse', 'rat']));
      return { name: species, detail: { en: `Species: ${lowerFirst(species.en)}.`, zh: `实验动物：${species.zh}。` } };
    }
    default:
      return undefined;
  }
}

function serviceCategory(service: Service): string {
  if (Object.hasOwn(categoryCodes.cro, service.id)) return codeOf(categoryCodes.cro, service.id);
  return codeOf(categoryCodes.testing, service.category);
}

export function services(random: Random): GoodsFamily {
  const deck = createDeck(random, vocabulary.services);
  return {
    key: 'service',
    prefix: 'S',
    goodsType: 2,
    weight: 0.06,
    bindable: false,
    citable: false,
    documentKind: 'sample-submission-form',
    make() {
      const { item: service, round } = deck.draw();
      const profile = profiles[service.id];
      if (!profile) throw new Error(`services: no profile for '${service.id}'`);
      const category = term(vocabulary.serviceCategories, service.category);
      const variant = round > 0 ? variantOf(random, service, profile.variant) : undefined;
      const base = random.float(...profile.price);
      const skus: SkuDraft[] = tiers[profile.unit].map((tier) => ({
        en: tier.en,
        zh: tier.zh,
        price: listPrice(base * tier.factor),
      }));
      const time = turnaround[profile.unit];
      return {
        categoryId: serviceCategory(service),
        titleEn: variant ? `${service.en}: ${variant.name.en}` : service.en,
        titleZh: variant ? `${service.zh}：${variant.name.zh}` : service.zh,
        secondTitleEn: category.en,
        secondTitleZh: category.zh,
        harmonyTitle: variant?.name.en ?? service.en,
        featuresEn: time.en,
        featuresZh: time.zh,
        organEn: variant?.organ?.en,
        organZh: variant?.organ?.zh,
        descriptionEn: variant ? `${service.desc_en} ${variant.detail.en}` : service.desc_en,
        descriptionZh: variant ? `${service.desc_zh}${variant.detail.zh}` : service.desc_zh,
        docSlug: slug(variant ? `${service.id}-${variant.name.en}` : service.id),
        skus,
      };
    },
  };
}
