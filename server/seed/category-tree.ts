/**
 * The category tree with the supplier's own codes (docs/product.md §2.3, docs/architecture.md §5).
 *
 * Roots are level 1 with no parent; below the roots a child's code is its parent's code plus
 * three digits (CP001 → CP001001), except where docs/product.md fixes a code of its own
 * (CP001015001020, CP001015001164/…165, CP001015001381, FW002, TJ430, CS0112, TK003).
 * Only the nodes live here, so the tree reads as one outline; categories.ts derives the rows
 * and code maps from them.
 */
import { vocabulary, term, type Term } from './vocabulary';

export interface Node {
  id: string;
  en: string;
  zh: string;
  dictKey?: string;
  remarkEn?: string;
  remarkZh?: string;
  linkUrl?: string;
  onShelf?: boolean;
  navRecommend?: boolean;
  multiLine?: boolean;
  tableType?: 1 | 2 | 3;
  limitNum?: number;
  paramTitle?: { en: string; zh: string };
  image?: string;
  children?: Node[];
}

/** Children coded parent + 001, 002, … in the vocabulary's own order. */
function numbered(parent: string, terms: readonly Term[], shape: (t: Term) => Partial<Node> = () => ({})): Node[] {
  return terms.map((t, i) => ({
    id: `${parent}${String(i + 1).padStart(3, '0')}`,
    en: t.en,
    zh: t.zh,
    dictKey: t.id,
    ...shape(t),
  }));
}

const TABLE = 3 as const;
export const LIST = 2 as const;
const LARGE_IMAGE = 1 as const;

// ── CP: products ────────────────────────────────────────────────────────────────────────────

export const consumableNodes = numbered('CP001015001020', vocabulary.consumableCategories, (t) => ({
  tableType: TABLE,
  navRecommend: t.id === 'cell-culture',
}));

export const reagentNodes = numbered('CP001', vocabulary.reagentCategories, (t) => ({
  navRecommend: t.id === 'protein',
}));

const primaryAreas = vocabulary.researchAreas.filter((area) => area.id !== 'loading-control');
export const primaryAreaNodes = numbered('CP002001', primaryAreas, () => ({ tableType: TABLE }));

const antibodyTypeNodes: Node[] = [
  { id: 'CP002002', en: 'Phospho-specific antibodies', zh: '磷酸化抗体', dictKey: 'phospho', tableType: TABLE },
  { id: 'CP002003', en: 'Histone modification antibodies', zh: '组蛋白修饰抗体', dictKey: 'histone-modification', tableType: TABLE },
  {
    id: 'CP002004',
    en: term(vocabulary.researchAreas, 'loading-control').en,
    zh: '内参抗体',
    dictKey: 'loading-control',
    tableType: TABLE,
    navRecommend: true,
  },
  { id: 'CP002005', en: 'Recombinant monoclonal antibodies', zh: '重组单克隆抗体', dictKey: 'recombinant-monoclonal', tableType: TABLE },
];

const secondaryNodes: Node[] = [
  { id: 'CP003001', en: 'HRP-conjugated secondary antibodies', zh: 'HRP标记二抗', dictKey: 'HRP', tableType: TABLE },
  { id: 'CP003002', en: 'Fluorescent secondary antibodies', zh: '荧光标记二抗', dictKey: 'fluorescent', tableType: TABLE },
  { id: 'CP003003', en: 'AP-conjugated secondary antibodies', zh: '碱性磷酸酶标记二抗', dictKey: 'AP', tableType: TABLE },
  { id: 'CP003004', en: 'Biotin-conjugated secondary antibodies', zh: '生物素标记二抗', dictKey: 'biotin', tableType: TABLE },
];

/** Short names for conjugates in titles; the vocabulary's names are the long forms. */
export const conjugateShort: Record<string, { en: string; zh: string }> = {
  HRP: { en: 'HRP', zh: 'HRP' },
  AP: { en: 'AP', zh: '碱性磷酸酶' },
  FITC: { en: 'FITC', zh: 'FITC' },
  Cy3: { en: 'Cy3', zh: 'Cy3' },
  Cy5: { en: 'Cy5', zh: 'Cy5' },
  biotin: { en: 'Biotin', zh: '生物素' },
};

export const labelledNodes = numbered('CP009', vocabulary.conjugates, (t) => {
  const short = conjugateShort[t.id] ?? { en: t.id, zh: t.id };
  return {
    en: `${short.en}-conjugated antibodies`,
    zh: `${short.zh}标记抗体`,
    tableType: TABLE,
    // Kept off shelf so lists and menus have a hidden node to leave out.
    onShelf: t.id !== 'Cy5',
  };
});

export const instrumentNodes = numbered('CP014', vocabulary.instrumentCategories, (t) => ({
  tableType: LARGE_IMAGE,
  navRecommend: t.id === 'imaging',
}));

const mediumNodes: Node[] = [
  {
    id: 'CP001015001165',
    en: 'Classic culture media',
    zh: '经典培养基',
    dictKey: 'medium-filter',
    navRecommend: true,
    remarkEn: 'Filter by type, form and additives',
    remarkZh: '可按类型、剂型和添加成分筛选',
  },
  { id: 'CP001015001164001', en: 'Cell-line complete media', zh: '细胞专用完全培养基', dictKey: 'complete-media' },
  { id: 'CP001015001164002', en: 'Sera & culture supplements', zh: '血清及培养添加物', dictKey: 'supplements' },
];

/** Recombinant proteins are grouped by research area; the area names read badly with 'proteins' appended. */
const proteinAreaNames: Record<string, { en: string; zh: string }> = {
  cancer: { en: 'Cancer research proteins', zh: '肿瘤相关蛋白' },
  immuno: { en: 'Immunology & inflammation proteins', zh: '免疫与炎症相关蛋白' },
  neuro: { en: 'Neuroscience proteins', zh: '神经科学相关蛋白' },
  signal: { en: 'Signal transduction proteins', zh: '信号转导相关蛋白' },
  metabolism: { en: 'Metabolism proteins', zh: '代谢相关蛋白' },
  'stem-cell': { en: 'Stem cell proteins', zh: '干细胞相关蛋白' },
};
export const proteinNodes = numbered(
  'CP001015001381',
  Object.keys(proteinAreaNames).map((id) => term(vocabulary.researchAreas, id)),
  (t) => proteinAreaNames[t.id] ?? {},
);

const productRoot: Node = {
  id: 'CP',
  en: 'Products',
  zh: '产品',
  dictKey: 'products',
  children: [
    {
      id: 'CP001015001020',
      en: 'Consumables',
      zh: '耗材',
      dictKey: 'consumables',
      tableType: TABLE,
      paramTitle: { en: 'Specifications', zh: '规格' },
      children: consumableNodes,
    },
    { id: 'CP001', en: 'Reagents', zh: '试剂', dictKey: 'reagents', children: reagentNodes },
    {
      id: 'CP002',
      en: 'Antibodies',
      zh: '抗体',
      dictKey: 'antibodies',
      tableType: TABLE,
      children: [
        {
          id: 'CP002001',
          en: 'Primary antibodies',
          zh: '一抗',
          dictKey: 'primary',
          tableType: TABLE,
          limitNum: 50,
          navRecommend: true,
          multiLine: true,
          paramTitle: { en: 'Reactivity', zh: '反应种属' },
          children: primaryAreaNodes,
        },
        ...antibodyTypeNodes,
      ],
    },
    { id: 'CP003', en: 'Secondary antibodies', zh: '二抗', dictKey: 'secondary', tableType: TABLE, children: secondaryNodes },
    { id: 'CP009', en: 'Labelled antibodies', zh: '标记抗体', dictKey: 'labelled', tableType: TABLE, children: labelledNodes },
    {
      id: 'CP014',
      en: 'Instruments',
      zh: '仪器',
      dictKey: 'instruments',
      tableType: LARGE_IMAGE,
      paramTitle: { en: 'Model', zh: '型号' },
      children: instrumentNodes,
    },
    { id: 'CP001015001164', en: 'Culture medium', zh: '培养基', dictKey: 'medium', children: mediumNodes },
    {
      id: 'CP001015001381',
      en: 'Recombinant proteins',
      zh: '重组蛋白',
      dictKey: 'recombinant-proteins',
      linkUrl: '/recombinan',
      children: proteinNodes,
    },
  ].map((node): Node => ({ ...node, image: `/files/categories/${node.id}.svg` })),
};

// ── FW: services ────────────────────────────────────────────────────────────────────────────

export const testingNodes = numbered(
  'FW001',
  vocabulary.serviceCategories.filter((c) => c.id !== 'animal'),
  (t) => ({ navRecommend: t.id === 'histology' }),
);

/** CRO services are named after the vocabulary's services they hold. */
const croServiceIds = ['animal-models', 'xenograft', 'cell-assays'];
export const croNodes = numbered(
  'FW002',
  croServiceIds.map((id) => term(vocabulary.services, id)),
);

const serviceRoot: Node = {
  id: 'FW',
  en: 'Testing services',
  zh: '检测服务',
  dictKey: 'services',
  children: [
    { id: 'FW001', en: 'Analytical testing', zh: '分析检测', dictKey: 'testing', children: testingNodes },
    { id: 'FW002', en: 'CRO services', zh: 'CRO服务', dictKey: 'cro', children: croNodes },
  ],
};

// ── TJ, XB, XXPT, CS, TK and content roots ─────────────────────────────────────────────────

const planRoot: Node = {
  id: 'TJ',
  en: 'Experimental plans',
  zh: '实验方案',
  dictKey: 'plans',
  children: [
    { id: 'TJ430', en: 'Histology & special staining protocols', zh: '组织病理与特殊染色实验方案', dictKey: 'histology' },
    { id: 'TJ431', en: 'Immunostaining protocols', zh: '免疫染色实验方案', dictKey: 'immunostaining' },
    { id: 'TJ432', en: 'Protein analysis protocols', zh: '蛋白分析实验方案', dictKey: 'protein' },
    { id: 'TJ433', en: 'Cell culture protocols', zh: '细胞培养实验方案', dictKey: 'cell-culture' },
    { id: 'TJ434', en: 'Molecular biology protocols', zh: '分子生物学实验方案', dictKey: 'molecular' },
  ],
};

function cellLineNodes(parent: string, species: (name: string) => boolean): Node[] {
  const lines = vocabulary.cellLines.filter((line) => species(line.species));
  return lines.map((line, i) => {
    const medium = term(vocabulary.media, line.medium);
    const growth = term(vocabulary.growthModes, line.growth);
    return {
      id: `${parent}${String(i + 1).padStart(3, '0')}`,
      en: line.name,
      zh: `${line.zh} ${line.name}`,
      dictKey: line.name,
      remarkEn: `${line.tissue_en} · ${medium.en} + ${line.serum} · ${growth.en}`,
      remarkZh: `${line.tissue_zh} · ${medium.zh} + ${line.serum_zh} · ${growth.zh}`,
    };
  });
}

export const cellBankRoot: Node = {
  id: 'XB',
  en: 'Cell bank',
  zh: '细胞库',
  dictKey: 'cell-bank',
  linkUrl: '/cell-bank',
  children: [
    { id: 'XB001', en: 'Human cell lines', zh: '人源细胞系', dictKey: 'human', children: cellLineNodes('XB001', (s) => s === 'Human') },
    {
      id: 'XB002',
      en: 'Mouse & rat cell lines',
      zh: '鼠源细胞系',
      dictKey: 'rodent',
      children: cellLineNodes('XB002', (s) => s === 'Mouse' || s === 'Rat'),
    },
    {
      id: 'XB003',
      en: 'Other mammalian cell lines',
      zh: '其他哺乳动物细胞系',
      dictKey: 'other',
      children: cellLineNodes('XB003', (s) => !['Human', 'Mouse', 'Rat'].includes(s)),
    },
  ],
};

const learningRoot: Node = {
  id: 'XXPT',
  en: 'Learning support',
  zh: '学习平台',
  dictKey: 'learning',
  linkUrl: '/learning-support',
  children: [
    { id: 'XXPT001', en: 'Application guides', zh: '应用指南', dictKey: 'guides' },
    { id: 'XXPT002', en: 'FAQ', zh: '常见问题', dictKey: 'faq' },
    { id: 'XXPT003', en: 'Webinars', zh: '在线讲座', dictKey: 'webinars', onShelf: false },
  ],
};

const trialRoot: Node = {
  id: 'CS',
  en: 'Promotion trial',
  zh: '促销试用',
  dictKey: 'trial',
  tableType: LARGE_IMAGE,
  children: [
    { id: 'CS0101', en: 'Antibody trial packs', zh: '抗体试用装', dictKey: 'antibody-trial', tableType: LARGE_IMAGE },
    { id: 'CS0102', en: 'Reagent trial packs', zh: '试剂试用装', dictKey: 'reagent-trial', tableType: LARGE_IMAGE },
    { id: 'CS0103', en: 'Consumable samples', zh: '耗材试用装', dictKey: 'consumable-trial', tableType: LARGE_IMAGE },
    {
      id: 'CS0112',
      en: 'Double Eleven promotion',
      zh: '双十一',
      dictKey: 'double-eleven',
      tableType: LARGE_IMAGE,
      remarkEn: 'Double Eleven shopping festival offers',
      remarkZh: '双十一购物节特惠活动',
    },
  ],
};

const galleryRoot: Node = {
  id: 'TK',
  en: 'Gallery',
  zh: '图库',
  dictKey: 'gallery',
  tableType: LARGE_IMAGE,
  children: [
    ...numbered('TK', vocabulary.stainCategories),
    { id: 'TK003', en: 'Immunohistochemistry', zh: '免疫组化', dictKey: 'ihc' },
    { id: 'TK004', en: 'Immunofluorescence', zh: '免疫荧光', dictKey: 'if' },
    { id: 'TK005', en: 'Platform & equipment', zh: '平台与设备', dictKey: 'equipment' },
  ].map((node): Node => ({ ...node, tableType: LARGE_IMAGE })),
};

const contentRoots: Node[] = [
  { id: 'HDCX', en: 'Events & promotions', zh: '活动促销', dictKey: 'events' },
  { id: 'XWZX', en: 'News', zh: '新闻资讯', dictKey: 'news' },
  { id: 'catalog', en: 'Catalogues', zh: '产品目录', dictKey: 'catalogues' },
];

/** The whole tree, roots in menu order. */
export const categoryTree: readonly Node[] = [productRoot, serviceRoot, planRoot, cellBankRoot, learningRoot, trialRoot, galleryRoot, ...contentRoots];
