/**
 * The cell bank's goods (XB…, docs/product.md §2.3): each common cell line sold as cryopreserved
 * cells, and as a whole-cell lysate for Western blot controls, filed under the line's own node.
 * Without them every cell-bank page listed no products.
 */
import { categoryCodes, codeOf } from './categories';
import { createDeck, listPrice, lowerFirst, type GoodsDraft, type GoodsFamily, type SizePrice } from './goods-draft';
import type { Random } from './random';
import { term, vocabulary, type CellLine } from './vocabulary';

const cellSizes: readonly SizePrice[] = [
  ['1 vial, cryopreserved (≥1×10⁶ cells)', '1支冻存管（≥1×10⁶个细胞）', 1680],
  ['T25 flask, live culture', 'T25培养瓶（复苏活细胞）', 2280],
];

const lysateSizes: readonly SizePrice[] = [
  ['100 µg', '100 µg', 580],
  ['500 µg', '500 µg', 1880],
];

/** Every size, priced with one per-product factor: the same line always offers the same sizes, so a repeat is a repeat. */
function allSizes(random: Random, sizes: readonly SizePrice[]): GoodsDraft['skus'] {
  const factor = random.float(0.9, 1.3);
  return sizes.map(([en, zh, price]) => ({ en, zh, price: listPrice(price * factor) }));
}

function cellsDraft(random: Random, line: CellLine): GoodsDraft {
  const medium = term(vocabulary.media, line.medium);
  const growth = term(vocabulary.growthModes, line.growth);
  const species = vocabulary.species.filter((s) => s.en === line.species);
  return {
    categoryId: codeOf(categoryCodes.cellBank, line.name),
    titleEn: `${line.name} cell line`,
    titleZh: `${line.name}细胞系（${line.zh}）`,
    secondTitleEn: `${line.species}; ${lowerFirst(line.tissue_en)}`,
    secondTitleZh: `${line.species_zh}；${line.tissue_zh}`,
    harmonyTitle: line.name,
    featuresEn: `STR-authenticated; mycoplasma-free; ${lowerFirst(growth.en)} growth`,
    featuresZh: `STR鉴定；无支原体；${growth.zh}生长`,
    speciesEn: line.species,
    speciesZh: line.species_zh,
    organEn: line.tissue_en,
    organZh: line.tissue_zh,
    descriptionEn:
      `${line.name} cells (${line.species.toLowerCase()}, ${lowerFirst(line.tissue_en)}), ${lowerFirst(growth.en)} growth. ` +
      `Grow in ${medium.en} with ${line.serum}. Shipped on dry ice (cryopreserved) or at room temperature (live culture). For research use only.`,
    descriptionZh:
      `${line.name}细胞，来源于${line.species_zh}${line.tissue_zh}，${growth.zh}生长。推荐培养条件：${medium.zh}添加${line.serum_zh}。` +
      '冻存细胞干冰运输，复苏活细胞常温运输。仅供科研使用。',
    speciesCodes: species.map((s) => s.id),
    docSlug: line.name,
    skus: allSizes(random, cellSizes),
  };
}

function lysateDraft(random: Random, line: CellLine): GoodsDraft {
  const species = vocabulary.species.filter((s) => s.en === line.species);
  return {
    categoryId: codeOf(categoryCodes.cellBank, line.name),
    titleEn: `${line.name} whole-cell lysate`,
    titleZh: `${line.name}全细胞裂解液`,
    secondTitleEn: 'Western blot positive control',
    secondTitleZh: 'Western blot阳性对照',
    harmonyTitle: line.name,
    featuresEn: 'RIPA lysate in SDS loading buffer; ready to load',
    featuresZh: 'RIPA裂解，已含SDS上样缓冲液；即用型',
    speciesEn: line.species,
    speciesZh: line.species_zh,
    organEn: line.tissue_en,
    organZh: line.tissue_zh,
    descriptionEn: `Denatured whole-cell lysate of ${line.name} cells, 2 mg/mL, for Western blot controls. Store at -20 °C. For research use only.`,
    descriptionZh: `${line.name}细胞全细胞变性裂解液，2 mg/mL，用作Western blot对照。-20 °C保存。仅供科研使用。`,
    speciesCodes: species.map((s) => s.id),
    docSlug: `${line.name}-lysate`,
    skus: allSizes(random, lysateSizes),
  };
}

/** One round of the cell lines as cells, then one as lysates; later rounds repeat themselves, which ends the family (goods.ts). */
export function cellLineGoods(random: Random): GoodsFamily {
  const deck = createDeck(random, vocabulary.cellLines);
  return {
    key: 'cell',
    prefix: 'CL',
    goodsType: 1,
    weight: 0.04,
    bindable: false,
    citable: false,
    make() {
      const { item, round } = deck.draw();
      return round === 0 ? cellsDraft(random, item) : lysateDraft(random, item);
    },
  };
}
