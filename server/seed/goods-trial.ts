/**
 * Promotion-trial goods (CS…): trial sizes of antibodies, reagents and consumables, and the
 * 'Double Eleven' specials (CS0112). They reuse the product builders and then reshape the
 * title, category and SKUs.
 */
import { categoryCodes } from './categories';
import { primaryAntibodies } from './goods-antibodies';
import { listPrice, type GoodsDraft, type GoodsFamily } from './goods-draft';
import { consumables, reagents } from './goods-products';
import type { Random } from './random';

type TrialKind = 'antibody' | 'reagent' | 'consumable' | 'doubleEleven';

export function trialGoods(random: Random): GoodsFamily {
  const antibody = primaryAntibodies(random);
  const reagent = reagents(random);
  const consumable = consumables(random);

  const trialSize = (draft: GoodsDraft, categoryId: string, sku: { en: string; zh: string; price: number }): GoodsDraft => ({
    ...draft,
    categoryId,
    titleEn: `${draft.titleEn} (trial size)`,
    titleZh: `${draft.titleZh}（试用装）`,
    itemnoSuffix: undefined,
    skus: [sku],
  });

  const build: Record<TrialKind, () => GoodsDraft> = {
    antibody: () =>
      trialSize(antibody.make(), categoryCodes.trial.antibody, {
        en: '20 µL (trial size)',
        zh: '20 µL（试用装）',
        price: random.pick([49, 99, 199]),
      }),
    reagent: () => {
      const draft = reagent.make();
      const smallest = draft.skus[0];
      return trialSize(draft, categoryCodes.trial.reagent, {
        en: `Trial pack${smallest ? ` (${smallest.en})` : ''}`,
        zh: `试用装${smallest ? `（${smallest.zh}）` : ''}`,
        price: random.pick([29, 49, 99]),
      });
    },
    consumable: () =>
      trialSize(consumable.make(), categoryCodes.trial.consumable, {
        en: 'Sample pack',
        zh: '样品装',
        price: random.pick([9, 19, 29]),
      }),
    doubleEleven: () => {
      const draft = random.chance(0.6) ? antibody.make() : reagent.make();
      return {
        ...draft,
        categoryId: categoryCodes.trial.doubleEleven,
        titleEn: `Double Eleven special: ${draft.titleEn}`,
        titleZh: `双十一特惠：${draft.titleZh}`,
        itemnoSuffix: undefined,
        skus: draft.skus.map((sku) => ({ ...sku, price: listPrice(sku.price * 0.7) })),
      };
    },
  };

  return {
    key: 'trial',
    prefix: 'T',
    goodsType: 1,
    weight: 0.025,
    bindable: false,
    citable: false,
    make: () =>
      build[
        random.weighted<TrialKind>([
          ['antibody', 40],
          ['reagent', 25],
          ['consumable', 15],
          ['doubleEleven', 20],
        ])
      ](),
  };
}
