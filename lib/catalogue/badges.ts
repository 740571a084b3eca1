/**
 * Badges from goodsIdentity (docs/product.md §4): 'Recommend', 'Promotion' and 'Free gift' have their
 * own badge; any other tag is a 'hot' badge showing its own text.
 */
import { parseStringList } from './json-field';

type BadgeKind = 'recommend' | 'promotion' | 'freeGift' | 'hot';

export interface Badge {
  kind: BadgeKind;
  /** The tag as the supplier wrote it (trimmed); shown as-is for 'hot' badges. */
  label: string;
}

/** Message keys for the badges with a fixed wording; a 'hot' badge shows its label. */
const BADGE_MESSAGE_KEYS = {
  recommend: 'badge.recommend',
  promotion: 'badge.promotion',
  freeGift: 'badge.freeGift',
} as const satisfies Record<Exclude<BadgeKind, 'hot'>, string>;

/**
 * Hot tags the catalogue uses often enough to have a wording in both languages (docs/product.md
 * §4: one English and one Chinese wording per message); any other hot tag shows its own text.
 */
const HOT_TAG_KEYS: ReadonlyMap<string, 'badge.new' | 'badge.hot'> = new Map([
  ['new', 'badge.new'],
  ['新品', 'badge.new'],
  ['hot', 'badge.hot'],
  ['热销', 'badge.hot'],
]);

export type BadgeMessageKey = (typeof BADGE_MESSAGE_KEYS)[keyof typeof BADGE_MESSAGE_KEYS] | 'badge.new' | 'badge.hot';

/**
 * Tag spellings of the fixed badges, compared after lower-casing and folding spaces, hyphens
 * and underscores. The Chinese tags cover a backend that answers goodsIdentity localised.
 */
const FIXED_TAGS: ReadonlyMap<string, Exclude<BadgeKind, 'hot'>> = new Map([
  ['recommend', 'recommend'],
  ['推荐', 'recommend'],
  ['promotion', 'promotion'],
  ['促销', 'promotion'],
  ['free gift', 'freeGift'],
  ['赠品', 'freeGift'],
]);

function normalise(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/**
 * The badge for one tag, or null for a blank one.
 * @internal exported for its tests
 */
export function badgeFor(tag: string): Badge | null {
  const label = tag.trim();
  if (label === '') return null;
  return { kind: FIXED_TAGS.get(normalise(label)) ?? 'hot', label };
}

/**
 * Badges for goodsIdentity (a JSON string list or an array of strings), in input order,
 * without duplicates: one badge per fixed kind, one 'hot' badge per distinct tag text
 * (case-insensitive). Malformed input gives [].
 */
export function badgesFor(goodsIdentity: unknown): Badge[] {
  const badges: Badge[] = [];
  const seen = new Set<string>();
  for (const tag of parseStringList(goodsIdentity)) {
    const badge = badgeFor(tag);
    if (badge === null) continue;
    const key = badge.kind === 'hot' ? `hot:${normalise(badge.label)}` : badge.kind;
    if (seen.has(key)) continue;
    seen.add(key);
    badges.push(badge);
  }
  return badges;
}

/** The message key of a fixed badge or a known hot tag, or null for another hot tag (which shows its label). */
export function badgeMessageKey(badge: Badge): BadgeMessageKey | null {
  if (badge.kind !== 'hot') return BADGE_MESSAGE_KEYS[badge.kind];
  return HOT_TAG_KEYS.get(normalise(badge.label)) ?? null;
}
