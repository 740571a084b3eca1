/**
 * The category tree as table rows, and the codes goods are filed under (docs/product.md §2.3,
 * docs/architecture.md §5). The tree itself is category-tree.ts; this file is what the rest of
 * the seed looks categories up in.
 */
import { categories } from '../db/schema';
import type { Db } from '../db/client';
import {
  categoryTree,
  cellBankRoot,
  consumableNodes,
  croNodes,
  instrumentNodes,
  labelledNodes,
  LIST,
  primaryAreaNodes,
  proteinNodes,
  reagentNodes,
  testingNodes,
  type Node,
} from './category-tree';

export type CategoryRow = typeof categories.$inferInsert;

type CodeMap = Readonly<Record<string, string>>;

function codeMap(nodes: readonly Node[]): CodeMap {
  return Object.fromEntries(nodes.map((node) => [node.dictKey ?? node.id, node.id]));
}

function flatten(nodes: readonly Node[], ancestors: string[], rows: CategoryRow[]): CategoryRow[] {
  nodes.forEach((node, index) => {
    rows.push({
      id: node.id,
      pid: ancestors.at(-1) ?? null,
      ancestors,
      level: ancestors.length + 1,
      dictValueEn: node.en,
      dictValueZh: node.zh,
      dictKey: node.dictKey ?? null,
      remarkEn: node.remarkEn ?? null,
      remarkZh: node.remarkZh ?? null,
      linkUrl: node.linkUrl ?? null,
      onShelfFlag: node.onShelf ?? true,
      navRecommend: node.navRecommend ? 1 : 0,
      multiLine: node.multiLine ? 1 : 0,
      multiLineRight: 0,
      sort: index + 1,
      tableType: node.tableType ?? LIST,
      limitNum: node.limitNum ?? null,
      isFake: false,
      paramTitleEn: node.paramTitle?.en ?? null,
      paramTitleZh: node.paramTitle?.zh ?? null,
      image: node.image ?? null,
    });
    if (node.children) flatten(node.children, [...ancestors, node.id], rows);
  });
  return rows;
}

/** Every category as a table row, parents before children. */
export const categoryRows: readonly CategoryRow[] = flatten(categoryTree, [], []);

const rowById = new Map(categoryRows.map((row) => [row.id, row]));

/** Secondary antibodies are grouped by label; the three fluorophores share one node. */
const secondaryByConjugate: CodeMap = { HRP: 'CP003001', FITC: 'CP003002', Cy3: 'CP003002', Cy5: 'CP003002', AP: 'CP003003', biotin: 'CP003004' };

/** The codes goods are filed under, looked up by the vocabulary ids that decide them. */
export const categoryCodes = {
  consumable: codeMap(consumableNodes),
  reagent: codeMap(reagentNodes),
  primaryArea: codeMap(primaryAreaNodes),
  phospho: 'CP002002',
  histoneModification: 'CP002003',
  loadingControl: 'CP002004',
  recombinantMonoclonal: 'CP002005',
  secondary: secondaryByConjugate,
  labelled: codeMap(labelledNodes),
  instrument: codeMap(instrumentNodes),
  mediumFilter: 'CP001015001165',
  completeMedia: 'CP001015001164001',
  supplements: 'CP001015001164002',
  protein: codeMap(proteinNodes),
  testing: codeMap(testingNodes),
  cro: codeMap(croNodes),
  trial: { antibody: 'CS0101', reagent: 'CS0102', consumable: 'CS0103', doubleEleven: 'CS0112' },
  gallery: { routine: 'TK001', special: 'TK002', ihc: 'TK003', if: 'TK004', equipment: 'TK005' },
  plans: { histology: 'TJ430', immunostaining: 'TJ431', protein: 'TJ432', cellCulture: 'TJ433', molecular: 'TJ434' },
  learning: { guides: 'XXPT001', faq: 'XXPT002', webinars: 'XXPT003' },
  /** Each cell line's own node of the cell bank, by the line's name. */
  cellBank: codeMap((cellBankRoot.children ?? []).flatMap((group) => group.children ?? [])),
} as const;

/** Looks up a code in one of the maps above; a miss is a bug in the seed code. */
export function codeOf(map: CodeMap, key: string): string {
  const code = Object.hasOwn(map, key) ? map[key] : undefined;
  if (!code) throw new Error(`categories: no category for '${key}'`);
  return code;
}

/** The path a goods item filed under `code` is listed under: its ancestors, then the code itself. */
export function categoryPathOf(code: string): string[] {
  const row = rowById.get(code);
  if (!row) throw new Error(`categories: unknown code '${code}'`);
  return [...(row.ancestors ?? []), code];
}

export async function insertCategories(db: Db): Promise<number> {
  await db.insert(categories).values([...categoryRows]);
  return categoryRows.length;
}
