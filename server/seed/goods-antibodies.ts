/**
 * Antibody families: primary antibodies (CP002…), conjugated primaries (CP009…) and
 * secondary antibodies (CP003…), named the way suppliers name them in each language:
 * "Anti-GAPDH Rabbit Polyclonal Antibody" / "兔抗GAPDH多克隆抗体".
 */
import { isotypeOf, unconjugated } from './antibody-isotypes';
import { categoryCodes, codeOf } from './categories';
import { conjugateShort } from './category-tree';
import { createDeck, joinEn, joinZh, lowerFirst, sizeRun, type GoodsDraft, type GoodsFamily, type SizePrice } from './goods-draft';
import { createRandom, type Random } from './random';
import { isPlainTarget, term, vocabulary, type AntibodyTarget, type Term } from './vocabulary';

type Clonality = 'polyclonal' | 'monoclonal' | 'recombinant-monoclonal';

const hostsFor: Record<Clonality, [string, number][]> = {
  polyclonal: [
    ['rabbit', 80],
    ['goat', 8],
    ['chicken', 4],
    ['guinea-pig', 4],
    ['sheep', 4],
  ],
  monoclonal: [
    ['mouse', 80],
    ['rat', 15],
    ['armenian-hamster', 5],
  ],
  'recombinant-monoclonal': [
    ['rabbit', 90],
    ['mouse', 10],
  ],
};

const applicationOdds: Record<string, number> = {
  WB: 0.85,
  'IHC-P': 0.55,
  'IHC-F': 0.12,
  IF: 0.4,
  ICC: 0.25,
  FC: 0.18,
  ELISA: 0.25,
  IP: 0.12,
  'Co-IP': 0.05,
  ChIP: 0.02,
};

const speciesOdds: Record<string, number> = {
  human: 0.92,
  mouse: 0.6,
  rat: 0.45,
  monkey: 0.08,
  pig: 0.06,
  dog: 0.05,
  rabbit: 0.02,
  bovine: 0.05,
  chicken: 0.02,
  zebrafish: 0.03,
};

const purification: Record<Clonality, { en: string; zh: string }> = {
  polyclonal: { en: 'antigen-affinity purified', zh: '抗原亲和纯化' },
  monoclonal: { en: 'protein G purified', zh: 'Protein G纯化' },
  'recombinant-monoclonal': { en: 'protein A purified', zh: 'Protein A纯化' },
};

const priceFactor: Record<Clonality, number> = { polyclonal: 1, monoclonal: 1.1, 'recombinant-monoclonal': 1.3 };

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** What the antibody recognises, in each language: 'Phospho-AKT1 (Ser473)' / '磷酸化AKT1（Ser473）'. */
export function targetName(target: AntibodyTarget): { en: string; zh: string } {
  if (target.phospho) return { en: `Phospho-${target.symbol} (${target.phospho})`, zh: `磷酸化${target.symbol}（${target.phospho}）` };
  if (target.cleaved) {
    const protein = (target.aliases[0] ?? `Cleaved ${target.symbol}`).replace(/^Cleaved\s+/, '');
    return { en: `Cleaved ${protein} (${target.cleaved})`, zh: `剪切型${protein}（${target.cleaved}）` };
  }
  if (target.modification) {
    const mark = target.aliases[0] ?? `${target.symbol} ${target.modification}`;
    return { en: mark, zh: mark };
  }
  return { en: target.symbol, zh: target.symbol };
}

function targetFullName(target: AntibodyTarget): { en: string; zh: string } {
  if (target.phospho) return { en: `${target.en}, phospho ${target.phospho}`, zh: `${target.zh}，${target.phospho}位点磷酸化` };
  if (target.cleaved) return { en: `${target.en}, cleaved at ${target.cleaved}`, zh: `${target.zh}，${target.cleaved}位点剪切型` };
  if (target.modification) return { en: `${target.en}, ${target.modification}`, zh: `${target.zh}（${target.modification}）` };
  return { en: target.en, zh: target.zh };
}

/**
 * The immunogen of a polyclonal antibody, a stretch of the target's sequence: what tells two
 * polyclonals against one target apart, as a clone tells monoclonals apart. Drawn from its own
 * stream, so adding it changed no other seeded value.
 */
function immunogenRegion(random: Random, target: AntibodyTarget): string {
  const length = Math.max(120, Math.round((target.mw_kDa * 1000) / 110));
  const span = random.int(60, 110);
  const start = random.int(1, length - span);
  return `aa ${start}-${start + span}`;
}

function cloneName(random: Random, clonality: Clonality): string | undefined {
  if (clonality === 'polyclonal') return undefined;
  if (clonality === 'monoclonal') return `${random.int(1, 9)}${random.pick([...LETTERS])}${random.int(1, 12)}`;
  return `${random.pick([...LETTERS])}${random.pick([...LETTERS])}${random.int(10, 99)}-${random.int(1, 9)}`;
}

/** Application names mid-sentence: lower case, except 'Western', which is a name. */
function applicationInSentence(application: Term): string {
  return application.en.startsWith('Western') ? application.en : lowerFirst(application.en);
}

function chooseApplications(random: Random, target: AntibodyTarget): Term[] {
  const odds = (id: string): number => {
    if (id === 'ChIP' && (target.area === 'epigenetics' || target.modification)) return 0.6;
    return applicationOdds[id] ?? 0.1;
  };
  const chosen = vocabulary.applications.filter((app) => random.chance(odds(app.id)));
  return chosen.length > 0 ? chosen : [term(vocabulary.applications, 'WB')];
}

function chooseSpecies(random: Random): Term[] {
  const chosen = vocabulary.species.filter((s) => random.chance(speciesOdds[s.id] ?? 0.02));
  return chosen.length > 0 ? chosen : [term(vocabulary.species, 'human')];
}

const primarySizes: readonly SizePrice[] = [
  ['20 µL', '20 µL', 680],
  ['50 µL', '50 µL', 1280],
  ['100 µL', '100 µL', 2280],
  ['200 µL', '200 µL', 3980],
];

function primaryCategory(target: AntibodyTarget, clonality: Clonality): string {
  if (target.phospho) return categoryCodes.phospho;
  if (target.modification) return categoryCodes.histoneModification;
  if (target.area === 'loading-control') return categoryCodes.loadingControl;
  if (clonality === 'recombinant-monoclonal') return categoryCodes.recombinantMonoclonal;
  return codeOf(categoryCodes.primaryArea, target.area);
}

interface AntibodyCore {
  target: AntibodyTarget;
  clonality: Term & { id: Clonality };
  host: Term;
  clone?: string;
  applications: Term[];
  species: Term[];
}

function antibodyCore(random: Random, target: AntibodyTarget, clonalityOdds: [Clonality, number][], applications?: Term[]): AntibodyCore {
  const clonalityId = random.weighted(clonalityOdds);
  const clonality = { ...term(vocabulary.clonality, clonalityId), id: clonalityId };
  return {
    target,
    clonality,
    host: term(vocabulary.hosts, random.weighted(hostsFor[clonalityId])),
    clone: cloneName(random, clonalityId),
    applications: applications ?? chooseApplications(random, target),
    species: chooseSpecies(random),
  };
}

/** "Anti-GAPDH Rabbit Polyclonal Antibody" / "兔抗GAPDH多克隆抗体", with the clone (a polyclonal: its immunogen) in brackets. */
function antibodyTitle(core: AntibodyCore): { en: string; zh: string } {
  const name = targetName(core.target);
  const clone = core.clone ? ` [${core.clone}]` : '';
  const en =
    core.clonality.id === 'recombinant-monoclonal'
      ? `Recombinant Anti-${name.en} ${core.host.en} Monoclonal Antibody${clone}`
      : `Anti-${name.en} ${core.host.en} ${core.clonality.en} Antibody${clone}`;
  return { en, zh: `${core.host.zh}抗${name.zh}${core.clonality.zh}抗体${clone}` };
}

function antibodyText(core: AntibodyCore): Omit<GoodsDraft, 'categoryId' | 'titleEn' | 'titleZh' | 'skus'> {
  const { target, clonality, host, applications, species } = core;
  const full = targetFullName(target);
  const pure = purification[clonality.id];
  const aliasesEn = target.aliases.length > 0 ? `, also known as ${target.aliases.join(', ')}` : '';
  // The Chinese names often end in a bracket already, so the gene name follows as a clause.
  const aliasesZh = target.aliases.length > 0 ? `，别名${joinZh(target.aliases)}` : '';
  const specificityEn = target.phospho
    ? ` It detects ${target.symbol} only when phosphorylated at ${target.phospho}.`
    : target.cleaved
      ? ` It detects the fragment produced by cleavage at ${target.cleaved}.`
      : '';
  const specificityZh = target.phospho
    ? `特异性识别${target.phospho}位点磷酸化的${target.symbol}。`
    : target.cleaved
      ? `特异性识别${target.cleaved}位点剪切后产生的片段。`
      : '';
  const appsEn = joinEn(applications.map(applicationInSentence));
  const appsZh = joinZh(applications.map((a) => a.zh));
  const speciesEn = species.map((s) => s.en);
  const speciesZh = species.map((s) => s.zh);
  return {
    secondTitleEn: full.en,
    secondTitleZh: full.zh,
    harmonyTitle: target.symbol,
    featuresEn: `${host.en} ${lowerFirst(clonality.en)}, ${pure.en}; calculated MW ${target.mw_kDa} kDa`,
    featuresZh: `${host.zh}${clonality.zh}抗体，${pure.zh}；理论分子量${target.mw_kDa} kDa`,
    applicationsEn: applications.map((a) => a.id).join(', '),
    applicationsZh: applications.map((a) => a.id).join(', '),
    speciesEn: speciesEn.join(', '),
    speciesZh: joinZh(speciesZh),
    descriptionEn:
      `${clonality.en} antibody raised in ${lowerFirst(host.en)} against ${full.en} (${target.symbol}${aliasesEn}).` +
      `${specificityEn} Validated for ${appsEn}; reacts with ${joinEn(speciesEn.map(lowerFirst))}. ` +
      `Calculated molecular weight: ${target.mw_kDa} kDa. For research use only.`,
    descriptionZh:
      `本品为${host.zh}${clonality.zh}抗体，靶点为${full.zh}，基因名${target.symbol}${aliasesZh}。${specificityZh}` +
      `适用于${appsZh}，反应种属：${joinZh(speciesZh)}。理论分子量：${target.mw_kDa} kDa。仅供科研使用。`,
    speciesCodes: species.map((s) => s.id),
    applicationCodes: applications.map((a) => a.id),
    areaCodes: [target.area],
    labels: [clonality.id, host.id],
    itemnoSuffix: { polyclonal: 'P', monoclonal: 'M', 'recombinant-monoclonal': 'R' }[clonality.id],
    docSlug: targetName(target).en,
  };
}

export function primaryAntibodies(random: Random): GoodsFamily {
  const deck = createDeck(random, vocabulary.antibodyTargets);
  const immunogens = createRandom('goods:primary:immunogen');
  const isotypes = createRandom('goods:primary:isotype');
  return {
    key: 'antibody',
    prefix: 'AB',
    goodsType: 1,
    weight: 0.55,
    bindable: true,
    citable: true,
    make() {
      const target = deck.draw().item;
      const odds: [Clonality, number][] = target.modification
        ? [
            ['polyclonal', 60],
            ['recombinant-monoclonal', 40],
          ]
        : [
            ['polyclonal', 50],
            ['monoclonal', 30],
            ['recombinant-monoclonal', 20],
          ];
      const base = antibodyCore(random, target, odds);
      const core = base.clonality.id === 'polyclonal' ? { ...base, clone: immunogenRegion(immunogens, target) } : base;
      const title = antibodyTitle(core);
      const text = antibodyText(core);
      return {
        ...text,
        labels: [...(text.labels ?? []), isotypeOf(isotypes, core.clonality.id, core.host.id), unconjugated.id],
        categoryId: primaryCategory(target, core.clonality.id),
        titleEn: title.en,
        titleZh: title.zh,
        skus: sizeRun(random, primarySizes, priceFactor[core.clonality.id] * random.float(0.85, 1.3)),
      };
    },
  };
}

/** Applications a conjugate is made for. */
const conjugateApplications: Record<string, string[]> = {
  HRP: ['WB', 'ELISA', 'IHC-P'],
  AP: ['WB', 'ELISA'],
  FITC: ['FC', 'IF', 'ICC'],
  Cy3: ['IF', 'ICC', 'IHC-F'],
  Cy5: ['FC', 'IF', 'ICC'],
  biotin: ['ELISA', 'IHC-P', 'FC'],
};

function conjugateApps(random: Random, conjugate: string): Term[] {
  const ids = conjugateApplications[conjugate] ?? ['WB'];
  const count = random.int(1, ids.length);
  return ids.slice(0, count).map((id) => term(vocabulary.applications, id));
}

const conjugatedSizes: Record<'volume' | 'tests', readonly SizePrice[]> = {
  volume: [
    ['50 µL', '50 µL', 1480],
    ['100 µL', '100 µL', 2580],
    ['200 µL', '200 µL', 4380],
  ],
  tests: [
    ['25 tests', '25T', 1380],
    ['100 tests', '100T', 3680],
  ],
};

export function labelledAntibodies(random: Random): GoodsFamily {
  // Immune-cell markers dominate conjugated antibodies (flow cytometry panels), so they are dealt three times.
  const targets = vocabulary.antibodyTargets.filter(isPlainTarget);
  const immune = targets.filter((t) => t.area === 'immuno');
  const targetDeck = createDeck(random, [...targets, ...immune, ...immune]);
  const conjugateDeck = createDeck(random, vocabulary.conjugates);
  const isotypes = createRandom('goods:labelled:isotype');
  return {
    key: 'labelled',
    prefix: 'AC',
    goodsType: 1,
    weight: 0.07,
    bindable: true,
    citable: true,
    make() {
      const target = targetDeck.draw().item;
      const conjugate = conjugateDeck.draw().item;
      const core = antibodyCore(
        random,
        target,
        [
          ['monoclonal', 70],
          ['recombinant-monoclonal', 20],
          ['polyclonal', 10],
        ],
        conjugateApps(random, conjugate.id),
      );
      const plain = antibodyTitle(core);
      const short = conjugateShort[conjugate.id] ?? { en: conjugate.id, zh: conjugate.id };
      const text = antibodyText(core);
      const fluorescent = ['FITC', 'Cy3', 'Cy5'].includes(conjugate.id);
      return {
        ...text,
        categoryId: codeOf(categoryCodes.labelled, conjugate.id),
        titleEn: `${short.en}-conjugated ${plain.en.replace(/^Recombinant Anti-/, 'Recombinant anti-')}`,
        titleZh: `${short.zh}标记${plain.zh}`,
        featuresEn: `${conjugate.en} conjugate; ${text.featuresEn ?? ''}`,
        featuresZh: `${conjugate.zh}标记；${text.featuresZh ?? ''}`,
        labels: [...(text.labels ?? []), conjugate.id, isotypeOf(isotypes, core.clonality.id, core.host.id)],
        skus: sizeRun(random, conjugatedSizes[fluorescent ? 'tests' : 'volume'], random.float(0.85, 1.25)),
      };
    },
  };
}

const secondaryVariants = [
  { en: '', zh: '' },
  { en: ', cross-adsorbed', zh: '，交叉吸附' },
  { en: ', highly cross-adsorbed', zh: '，高度交叉吸附' },
];

const secondarySizes: readonly SizePrice[] = [
  ['100 µL', '100 µL', 380],
  ['500 µL', '500 µL', 980],
  ['1 mL', '1 mL', 1580],
];

export function secondaryAntibodies(random: Random): GoodsFamily {
  const deck = createDeck(random, vocabulary.secondaryAntibodies);
  return {
    key: 'secondary',
    prefix: 'AS',
    goodsType: 1,
    weight: 0.03,
    bindable: true,
    citable: true,
    make() {
      const { item: antibody, round } = deck.draw();
      const variant = secondaryVariants[round % secondaryVariants.length] ?? { en: '', zh: '' };
      const host = term(vocabulary.hosts, antibody.host);
      const target = term(vocabulary.hosts, antibody.target);
      const conjugate = term(vocabulary.conjugates, antibody.conjugate);
      const applications = conjugateApps(random, antibody.conjugate);
      const reactive = vocabulary.species.filter((s) => s.id === antibody.target);
      const appsEn = joinEn(applications.map(applicationInSentence));
      const appsZh = joinZh(applications.map((a) => a.zh));
      return {
        categoryId: codeOf(categoryCodes.secondary, antibody.conjugate),
        titleEn: `${antibody.en}${variant.en}`,
        titleZh: `${antibody.zh}${variant.zh}`,
        secondTitleEn: conjugate.en,
        secondTitleZh: conjugate.zh,
        harmonyTitle: `${host.en} anti-${target.en} IgG`,
        featuresEn: `${conjugate.en} conjugate; affinity purified; 1 mg/mL`,
        featuresZh: `${conjugate.zh}标记；亲和纯化；1 mg/mL`,
        applicationsEn: applications.map((a) => a.id).join(', '),
        applicationsZh: applications.map((a) => a.id).join(', '),
        speciesEn: target.en,
        speciesZh: target.zh,
        descriptionEn:
          `${host.en} antibody against ${lowerFirst(target.en)} IgG, labelled with ${lowerFirst(conjugate.en)}, for detecting ` +
          `${lowerFirst(target.en)} primary antibodies in ${appsEn}. For research use only.`,
        descriptionZh: `${conjugate.zh}标记的${host.zh}抗${target.zh}IgG二抗，用于${appsZh}中检测${target.zh}源一抗。仅供科研使用。`,
        speciesCodes: reactive.map((s) => s.id),
        applicationCodes: applications.map((a) => a.id),
        // Secondaries are raised as polyclonal sera: IgG, whatever the host.
        labels: [antibody.conjugate, host.id, 'IgG'],
        docSlug: `${host.en}-anti-${target.en}-${antibody.conjugate}`,
        skus: sizeRun(random, secondarySizes, random.float(0.9, 1.3)),
      };
    },
  };
}
