/**
 * Culture medium families: classic media with type/form/additive filters (CP001015001165),
 * complete media for common cell lines and sera & supplements (under CP001015001164).
 */
import { categoryCodes } from './categories';
import { createDeck, joinEn, joinZh, lowerFirst, packVariants, sizeRun, type GoodsFamily, type SizePrice } from './goods-draft';
import { reagentDraft } from './goods-products';
import type { Random } from './random';
import { term, vocabulary } from './vocabulary';

const sizesByForm: Record<string, readonly SizePrice[]> = {
  liquid: [
    ['500 mL', '500 mL', 68],
    ['6 × 500 mL', '6 × 500 mL', 380],
    ['10 × 500 mL', '10 × 500 mL', 598],
  ],
  powder: [
    ['Powder for 1 L', '1 L装干粉', 88],
    ['Powder for 10 L', '10 L装干粉', 680],
    ['Powder for 50 L', '50 L装干粉', 2980],
  ],
  concentrate: [
    ['100 mL (10×)', '100 mL（10×）', 168],
    ['500 mL (10×)', '500 mL（10×）', 680],
  ],
};

/** Serum-free and specialty media cost several times a basal medium. */
const typeFactor: Record<string, number> = { basal: 1, 'reduced-serum': 2.5, 'serum-free': 4.5, specialty: 5.5, insect: 2.2 };

function cellLinesGrownIn(mediumId: string): string[] {
  return vocabulary.cellLines.filter((line) => line.medium === mediumId).map((line) => line.name);
}

export function classicMedia(random: Random): GoodsFamily {
  const deck = createDeck(random, vocabulary.media);
  return {
    key: 'medium',
    prefix: 'M',
    goodsType: 1,
    weight: 0.03,
    bindable: true,
    citable: false,
    make() {
      const medium = deck.draw().item;
      const type = term(vocabulary.mediumTypes, medium.type);
      const form = term(vocabulary.mediumForms, random.pick(medium.forms));
      const additives = random.subset(medium.additives, random.int(0, Math.min(3, medium.additives.length))).map((id) => term(vocabulary.mediumAdditives, id));
      const withEn = additives.length > 0 ? `, with ${joinEn(additives.map((a) => lowerFirst(a.en)))}` : '';
      const withZh = additives.length > 0 ? `，含${joinZh(additives.map((a) => a.zh))}` : '';
      const cells = cellLinesGrownIn(medium.id).slice(0, 6);
      const sizes = sizesByForm[form.id] ?? sizesByForm.liquid ?? [];
      return {
        categoryId: categoryCodes.mediumFilter,
        titleEn: `${medium.en}, ${lowerFirst(form.en)}${withEn}`,
        titleZh: `${medium.zh}，${form.zh}${withZh}`,
        secondTitleEn: type.en,
        secondTitleZh: type.zh,
        harmonyTitle: medium.aliases?.[0] ?? medium.en.split(/[,(]/)[0]?.trim() ?? medium.en,
        featuresEn: `${form.en}; sterile-filtered; endotoxin tested`,
        featuresZh: `${form.zh}；除菌过滤；内毒素检测合格`,
        descriptionEn:
          `${type.en}. ${medium.note_en ? `${medium.note_en} ` : ''}` +
          (cells.length > 0 ? `Commonly used for ${joinEn(cells)} cells. ` : '') +
          'For research use only.',
        descriptionZh: `${type.zh}。${medium.note_zh ?? ''}` + (cells.length > 0 ? `常用于${joinZh(cells)}等细胞的培养。` : '') + '仅供科研使用。',
        mediumType: medium.type,
        mediumForms: [form.id],
        mediumAdditives: additives.map((a) => a.id),
        mediumCode: medium.id,
        docSlug: medium.id,
        skus: sizeRun(random, sizes, (typeFactor[medium.type] ?? 1) * random.float(0.9, 1.3)),
      };
    },
  };
}

const completeMediumSizes: readonly SizePrice[] = [
  ['100 mL', '100 mL', 128],
  ['500 mL', '500 mL', 458],
];

export function completeMedia(random: Random): GoodsFamily {
  const deck = createDeck(random, vocabulary.cellLines);
  return {
    key: 'medium',
    prefix: 'MC',
    goodsType: 1,
    weight: 0.008,
    bindable: true,
    citable: false,
    make() {
      const line = deck.draw().item;
      const medium = term(vocabulary.media, line.medium);
      const growth = term(vocabulary.growthModes, line.growth);
      const species = vocabulary.species.filter((s) => s.en === line.species);
      return {
        categoryId: categoryCodes.completeMedia,
        titleEn: `Complete medium for ${line.name} cells`,
        titleZh: `${line.name}细胞专用完全培养基`,
        secondTitleEn: `${medium.en} + ${line.serum}`,
        secondTitleZh: `${medium.zh} + ${line.serum_zh}`,
        harmonyTitle: line.name,
        featuresEn: `Ready to use; ${lowerFirst(growth.en)} culture`,
        featuresZh: `即用型；${growth.zh}培养`,
        speciesEn: line.species,
        speciesZh: line.species_zh,
        organEn: line.tissue_en,
        organZh: line.tissue_zh,
        descriptionEn:
          `Ready-to-use complete medium for ${line.name} cells: ${medium.en} with ${line.serum}, for ${lowerFirst(growth.en)} ` +
          `culture. Origin of the cell line: ${lowerFirst(line.tissue_en)}. For research use only.`,
        descriptionZh:
          `${line.name}细胞来源于${line.tissue_zh}。本品为其专用完全培养基：${medium.zh}添加${line.serum_zh}，` + `适用于${growth.zh}培养。仅供科研使用。`,
        speciesCodes: species.map((s) => s.id),
        mediumType: medium.type,
        mediumForms: ['liquid'],
        docSlug: line.name,
        skus: sizeRun(random, completeMediumSizes, random.float(0.9, 1.3)),
      };
    },
  };
}

export function mediumSupplements(random: Random): GoodsFamily {
  const deck = createDeck(
    random,
    vocabulary.reagents.filter((r) => r.category === 'cell-culture'),
  );
  return {
    key: 'medium',
    prefix: 'MS',
    goodsType: 1,
    weight: 0.004,
    bindable: true,
    citable: false,
    make() {
      const { item, round } = deck.draw();
      const variant = packVariants[round % packVariants.length] ?? { en: '', zh: '' };
      return reagentDraft(random, item, variant, categoryCodes.supplements);
    },
  };
}
