/**
 * Instruments (CP014…): bench and platform equipment sold by configuration, each with a model
 * code and a price set by the kind of instrument. Apart from the other product families because
 * nothing else in the catalogue is priced or named this way.
 */
import { categoryCodes, codeOf } from './categories';
import { createDeck, listPrice, type GoodsFamily } from './goods-draft';
import type { Random } from './random';
import { term, vocabulary } from './vocabulary';

const instrumentPrices: Record<string, [number, number]> = {
  'confocal-microscope': [980000, 1680000],
  'flow-cytometer': [480000, 980000],
  'slide-scanner': [380000, 880000],
  'qpcr-system': [180000, 380000],
  'auto-stainer': [180000, 320000],
  'tissue-processor': [120000, 260000],
  cryostat: [160000, 320000],
  'fluorescence-microscope': [120000, 380000],
  'chemi-imager': [98000, 220000],
  'plate-reader': [88000, 260000],
  'embedding-station': [48000, 98000],
  'rotary-microtome': [68000, 160000],
  'inverted-microscope': [28000, 88000],
  'biosafety-cabinet': [28000, 68000],
  'co2-incubator': [32000, 78000],
  'refrigerated-centrifuge': [38000, 88000],
  'pcr-cycler': [28000, 68000],
  'electrophoresis-system': [8800, 18800],
  'micro-spectrophotometer': [38000, 78000],
  'tissue-grinder': [28000, 68000],
  'ultrasonic-homogenizer': [12000, 36000],
  'slide-warmer': [6800, 16800],
};

const instrumentOptions: { en: string; zh: string; factor: number }[] = [
  { en: 'Standard configuration', zh: '标准配置', factor: 1 },
  { en: 'With accessory kit', zh: '含配件套装', factor: 1.12 },
  { en: 'With 3-year extended warranty', zh: '含三年延保', factor: 1.18 },
];

/** A model code from the instrument's initials, e.g. 'Rotary microtome' → 'RM-2400'. */
function modelCode(random: Random, name: string): string {
  const initials = name
    .replace(/\([^)]*\)/g, '')
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 3)
    .join('');
  return `${initials}-${random.int(1, 9)}${random.int(0, 9)}${random.pick(['00', '10', '20', '50'])}`;
}

export function instruments(random: Random): GoodsFamily {
  const deck = createDeck(random, vocabulary.instruments);
  return {
    key: 'instrument',
    prefix: 'IN',
    goodsType: 1,
    weight: 0.015,
    bindable: false,
    citable: false,
    extraDocument: { kind: 'manual', chance: 0.8 },
    make() {
      const item = deck.draw().item;
      const category = term(vocabulary.instrumentCategories, item.category);
      const model = modelCode(random, item.en);
      const [low, high] = instrumentPrices[item.id] ?? [18000, 98000];
      const base = random.float(low, high);
      const options = instrumentOptions.slice(0, random.int(1, instrumentOptions.length));
      return {
        categoryId: codeOf(categoryCodes.instrument, item.category),
        titleEn: `${item.en}, model ${model}`,
        titleZh: `${item.zh} ${model}`,
        secondTitleEn: `${category.en} · 1-year warranty`,
        secondTitleZh: `${category.zh} · 质保一年`,
        harmonyTitle: model,
        featuresEn: 'Installation and operator training included; 1-year warranty',
        featuresZh: '含安装调试与操作培训；质保一年',
        descriptionEn:
          `${item.en}, model ${model}. Delivered with installation, operator training and a one-year warranty; ` + 'service engineers respond within 24 hours.',
        descriptionZh: `${item.zh}，型号${model}。提供安装调试、操作培训及一年质保，工程师24小时内响应。`,
        docSlug: model,
        skus: options.map((option) => ({ en: option.en, zh: option.zh, price: listPrice(base * option.factor) })),
      };
    },
  };
}
