/**
 * The checked bilingual vocabulary the demo catalogue is built from (a copy of the shared
 * catalogue-vocabulary.json: the product never reads outside its own folder at run time).
 * Chinese text is used exactly as written there.
 */
import raw from './vocabulary.json' with { type: 'json' };

export interface Term {
  id: string;
  en: string;
  zh: string;
}

export interface AntibodyTarget extends Term {
  symbol: string;
  aliases: string[];
  /** A researchAreas id. */
  area: string;
  mw_kDa: number;
  /** Phosphorylation site(s) for phospho-specific targets, e.g. 'Ser473'. */
  phospho?: string;
  /** Histone mark for modification-specific targets, e.g. 'K4me3'. */
  modification?: string;
  /** Cleavage site for cleaved-form targets, e.g. 'Asp175'. */
  cleaved?: string;
}

interface SpeciesTerm extends Term {
  latin: string;
}

interface SecondaryAntibody extends Term {
  host: string;
  target: string;
  conjugate: string;
}

interface Medium extends Term {
  type: string;
  forms: string[];
  additives: string[];
  aliases?: string[];
  note_en?: string;
  note_zh?: string;
}

export interface CellLine {
  name: string;
  zh: string;
  species: string;
  species_zh: string;
  tissue_en: string;
  tissue_zh: string;
  medium: string;
  serum: string;
  serum_zh: string;
  growth: string;
  aliases?: string[];
}

export interface Reagent extends Term {
  category: string;
  sizes: string[];
}

interface Norm {
  en: string;
  zh: string;
}

interface Consumable extends Term {
  category: string;
  norms: Norm[];
}

interface Instrument extends Term {
  category: string;
}

export interface Service extends Term {
  category: string;
  desc_en: string;
  desc_zh: string;
  stains?: string[];
}

interface Stain extends Term {
  category: string;
  demonstrates_en: string;
  demonstrates_zh: string;
  result_en: string;
  result_zh: string;
}

interface Tissue extends Term {
  typicalStains: string[];
}

export interface Vocabulary {
  researchAreas: Term[];
  antibodyTargets: AntibodyTarget[];
  hosts: Term[];
  clonality: Term[];
  species: SpeciesTerm[];
  applications: Term[];
  conjugates: Term[];
  secondaryAntibodies: SecondaryAntibody[];
  media: Medium[];
  mediumTypes: Term[];
  mediumForms: Term[];
  mediumAdditives: Term[];
  growthModes: Term[];
  cellLines: CellLine[];
  reagentCategories: Term[];
  reagents: Reagent[];
  consumableCategories: Term[];
  consumables: Consumable[];
  instrumentCategories: Term[];
  instruments: Instrument[];
  serviceCategories: Term[];
  services: Service[];
  stainCategories: Term[];
  stains: Stain[];
  tissues: Tissue[];
}

export const vocabulary: Vocabulary = raw;

/** Looks a term up by id; a miss is a bug in the seed code, not a runtime condition. */
export function term<T extends { id: string }>(list: readonly T[], id: string): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`vocabulary: no term '${id}'`);
  return found;
}

/** A target whose antibody recognises the plain protein (not a phospho, histone-mark or cleaved form). */
export function isPlainTarget(target: AntibodyTarget): boolean {
  return !target.phospho && !target.modification && !target.cleaved;
}
