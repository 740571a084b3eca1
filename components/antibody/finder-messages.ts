/**
 * The messages the finder's islands use, for the page's IslandMessages (docs/islands.md). A
 * plain module: a server page cannot read values exported by a client module.
 */

/** FinderPanel, its groups and the All-categories dialog. */
export const FINDER_PANEL_MESSAGES = [
  'antibody.filtersHeading',
  'antibody.showFilters',
  'antibody.hideFilters',
  'antibody.updating',
  'antibody.keywordLabel',
  'antibody.keywordSubmit',
  'antibody.keywordClear',
  'antibody.keywordMatches',
  'antibody.noCategoryMatch',
  'antibody.categoriesHeading',
  'antibody.allCategories',
  'antibody.close',
  'antibody.speciesHeading',
  'antibody.applicationsHeading',
  'antibody.areasHeading',
  'antibody.labelGroups',
  'antibody.reset',
  'antibody.resetGroup',
  'antibody.optionLabel',
  'antibody.toggleBranch',
  'antibody.moreOptions',
  'antibody.fewerOptions',
];

/** ImageCarousel of a result card. */
export const IMAGE_CAROUSEL_MESSAGES = ['antibody.carouselLabel', 'goods.imageAlt', 'goods.showImage'];
