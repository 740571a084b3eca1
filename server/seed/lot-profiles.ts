/**
 * What the quality-control laboratory checks for each kind of goods before a lot is released,
 * the acceptance limit each test is held to, and a result drawn within it (docs/product.md §2.7).
 * Services (no physical lot) and instruments (serial numbers and calibration certificates, not
 * lots) have no profile, so they get no lots.
 */
import type { Phrase } from './goods-draft';
import type { Random } from './random';

interface LotTestDraft {
  test: Phrase;
  specification: Phrase;
  result: Phrase;
}

export interface LotProfile {
  /** Months from manufacture to expiry. */
  shelfLifeMonths: number;
  storage: Phrase;
  /** Units filled per lot. */
  units: [min: number, max: number];
  tests(random: Random): LotTestDraft[];
}

const same = (text: string): Phrase => ({ en: text, zh: text });
const conforms: Phrase = { en: 'Conforms', zh: '符合' };
const notDetected: Phrase = { en: 'Not detected', zh: '未检出' };
const decimals = (value: number, places: number) => value.toFixed(places);

const appearance = (en: string, zh: string): LotTestDraft => ({
  test: { en: 'Appearance', zh: '外观' },
  specification: { en, zh },
  result: conforms,
});

const concentration = (random: Random): LotTestDraft => ({
  test: { en: 'Concentration (A280)', zh: '浓度（A280）' },
  specification: same('1.0 mg/mL ± 10%'),
  result: same(`${decimals(random.float(0.93, 1.08), 2)} mg/mL`),
});

const purity =
  (minimum: number, method: Phrase) =>
  (random: Random): LotTestDraft => ({
    test: { en: `Purity (${method.en})`, zh: `纯度（${method.zh}）` },
    specification: same(`≥ ${minimum}%`),
    result: same(`${decimals(random.float(minimum + 0.5, 99.6), 1)}%`),
  });

const endotoxin =
  (limit: string, unit: string) =>
  (random: Random): LotTestDraft => ({
    test: { en: 'Endotoxin (LAL)', zh: '内毒素（LAL法）' },
    specification: same(`< ${limit} ${unit}`),
    result: same(`${decimals(random.float(0.005, Number(limit) * 0.4), 3)} ${unit}`),
  });

const sterility: LotTestDraft = {
  test: { en: 'Sterility (14 days, USP <71>)', zh: '无菌检查（14天，USP <71>）' },
  specification: { en: 'No growth', zh: '无菌生长' },
  result: { en: 'No growth', zh: '无菌生长' },
};

const mycoplasma: LotTestDraft = {
  test: { en: 'Mycoplasma (PCR)', zh: '支原体（PCR法）' },
  specification: notDetected,
  result: notDetected,
};

const ph =
  (low: number, high: number) =>
  (random: Random): LotTestDraft => ({
    test: { en: 'pH (25 °C)', zh: 'pH（25 °C）' },
    specification: same(`${decimals(low, 1)}–${decimals(high, 1)}`),
    result: same(decimals(random.float(low + 0.05, high - 0.05), 2)),
  });

const osmolality = (random: Random): LotTestDraft => ({
  test: { en: 'Osmolality', zh: '渗透压' },
  specification: same('280–320 mOsm/kg'),
  result: same(`${random.int(288, 312)} mOsm/kg`),
});

const western: LotTestDraft = {
  test: { en: 'Specificity (Western blot)', zh: '特异性（Western blot）' },
  specification: { en: 'Single band at the predicted molecular weight', zh: '预测分子量处单一条带' },
  result: conforms,
};

const antibody: LotProfile = {
  shelfLifeMonths: 24,
  storage: { en: 'Store at −20 °C; avoid repeated freeze–thaw cycles.', zh: '−20 °C保存，避免反复冻融。' },
  units: [120, 600],
  tests: (random) => [
    appearance('Clear, colourless liquid', '澄清无色液体'),
    concentration(random),
    purity(90, { en: 'SDS-PAGE', zh: 'SDS-PAGE' })(random),
    western,
  ],
};

const labelledAntibody: LotProfile = {
  shelfLifeMonths: 18,
  storage: { en: 'Store at 2–8 °C, protected from light. Do not freeze.', zh: '2–8 °C避光保存，请勿冷冻。' },
  units: [100, 400],
  tests: (random) => [
    appearance('Clear liquid, coloured by the conjugate', '澄清液体，颜色随标记物'),
    { test: { en: 'Fluorophore/protein ratio', zh: '荧光素/蛋白比' }, specification: same('2.0–6.0'), result: same(decimals(random.float(2.6, 5.4), 1)) },
    {
      test: { en: 'Specificity (flow cytometry)', zh: '特异性（流式细胞术）' },
      specification: { en: 'Stains the positive control population', zh: '阳性对照细胞群染色' },
      result: conforms,
    },
    { test: { en: 'Free dye', zh: '游离染料' }, specification: same('< 5%'), result: same(`${decimals(random.float(0.4, 2.8), 1)}%`) },
  ],
};

const secondaryAntibody: LotProfile = {
  ...antibody,
  tests: (random) => [
    appearance('Clear, colourless to faintly coloured liquid', '澄清无色至淡色液体'),
    concentration(random),
    purity(95, { en: 'SDS-PAGE', zh: 'SDS-PAGE' })(random),
    {
      test: { en: 'Titre (ELISA)', zh: '效价（ELISA）' },
      specification: same('≥ 1:10,000'),
      result: same(`1:${random.pick(['16,000', '32,000', '64,000'])}`),
    },
  ],
};

const protein: LotProfile = {
  shelfLifeMonths: 12,
  storage: { en: 'Store lyophilised at −20 °C; after reconstitution at −80 °C in aliquots.', zh: '冻干品−20 °C保存；复溶后分装−80 °C保存。' },
  units: [80, 300],
  tests: (random) => [
    appearance('White lyophilised powder', '白色冻干粉'),
    purity(95, { en: 'SDS-PAGE', zh: 'SDS-PAGE' })(random),
    endotoxin('1.0', 'EU/µg')(random),
    {
      test: { en: 'Biological activity (ED50)', zh: '生物学活性（ED50）' },
      specification: same('≤ 10 ng/mL'),
      result: same(`${decimals(random.float(1.2, 8.5), 1)} ng/mL`),
    },
  ],
};

const reagent: LotProfile = {
  shelfLifeMonths: 36,
  storage: { en: 'Store at room temperature in a dry place, tightly closed.', zh: '室温干燥处密封保存。' },
  units: [200, 1500],
  tests: (random) => [
    appearance('Conforms to the reference standard', '与对照品一致'),
    purity(98, { en: 'HPLC', zh: 'HPLC' })(random),
    { test: { en: 'Loss on drying', zh: '干燥失重' }, specification: same('≤ 1.0%'), result: same(`${decimals(random.float(0.05, 0.6), 2)}%`) },
    { test: { en: 'Identity (IR)', zh: '鉴别（红外）' }, specification: { en: 'Matches the reference spectrum', zh: '与对照图谱一致' }, result: conforms },
  ],
};

const consumable: LotProfile = {
  shelfLifeMonths: 60,
  storage: { en: 'Store at room temperature, away from direct sunlight.', zh: '室温避光保存。' },
  units: [500, 5000],
  tests: (random) => [
    appearance('Clear, free of particles and deformation', '透明，无颗粒、无变形'),
    {
      test: { en: 'Sterility (SAL 10⁻⁶, irradiated)', zh: '无菌（SAL 10⁻⁶，辐照灭菌）' },
      specification: { en: 'Sterile', zh: '无菌' },
      result: { en: 'Sterile', zh: '无菌' },
    },
    { test: { en: 'DNase / RNase', zh: 'DNA酶 / RNA酶' }, specification: notDetected, result: notDetected },
    endotoxin('0.1', 'EU/mL')(random),
  ],
};

const medium: LotProfile = {
  shelfLifeMonths: 12,
  storage: { en: 'Store at 2–8 °C, protected from light.', zh: '2–8 °C避光保存。' },
  units: [300, 2000],
  tests: (random) => [
    appearance('Clear red liquid', '澄清红色液体'),
    ph(7.0, 7.4)(random),
    osmolality(random),
    sterility,
    endotoxin('0.5', 'EU/mL')(random),
    mycoplasma,
    {
      test: { en: 'Cell growth promotion', zh: '细胞生长促进试验' },
      specification: { en: '≥ 80% of the reference lot', zh: '≥ 参比批次的80%' },
      result: same(`${random.int(88, 112)}%`),
    },
  ],
};

const supplement: LotProfile = {
  shelfLifeMonths: 18,
  storage: { en: 'Store at −20 °C; after thawing at 2–8 °C for up to 4 weeks.', zh: '−20 °C保存；解冻后2–8 °C可保存4周。' },
  units: [200, 1200],
  tests: (random) => [
    appearance('Clear to slightly opalescent liquid', '澄清至微乳光液体'),
    ph(6.8, 7.6)(random),
    sterility,
    endotoxin('1.0', 'EU/mL')(random),
    mycoplasma,
  ],
};

/**
 * Profiles by Cat. No. prefix (server/seed/goods.ts gives each family its prefix); longer
 * prefixes first, since 'MC' and 'MS' start with 'M'.
 */
const PROFILES: [prefix: string, profile: LotProfile][] = [
  ['AB', antibody],
  ['AC', labelledAntibody],
  ['AS', secondaryAntibody],
  ['MC', medium],
  ['MS', supplement],
  ['M', medium],
  ['P', protein],
  ['R', reagent],
  ['C', consumable],
];

/** The lot profile of a Cat. No., or undefined for goods that have no lots (services, instruments, trials). */
export function lotProfileOf(itemno: string): { prefix: string; profile: LotProfile } | undefined {
  for (const [prefix, profile] of PROFILES) {
    if (itemno.startsWith(prefix) && /^\d/.test(itemno.slice(prefix.length))) return { prefix, profile };
  }
  return undefined;
}
