/** How a picture loads: the `loading` and `fetchPriority` attributes of its `<img>`. */
export interface ImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/** A picture below the first screen: it loads when it comes near. */
export const LAZY_IMAGE: ImageLoading = { loading: 'lazy' };

/**
 * The pictures of a page's main list (listing, search results, finder cards) that a phone shows
 * on its first screen load at once: the largest paint is one of them, and a lazy picture waits
 * for the layout before it is even asked for. The first is asked for before anything else
 * (docs/islands.md, "Images").
 */
const FIRST_SCREEN_IMAGES = 3;

export function listImageLoading(index: number): ImageLoading {
  if (index === 0) return { loading: 'eager', fetchPriority: 'high' };
  return index < FIRST_SCREEN_IMAGES ? { loading: 'eager' } : LAZY_IMAGE;
}
