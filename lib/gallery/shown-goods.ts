/** The goods a set of gallery images shows, each once, in the order the images first show them. */
export function shownGoods<I extends { goodsId: number | null; goodsName: string | null; goodsItemno: string | null }>(
  images: readonly I[],
): { id: number; name: string; itemno: string | null }[] {
  const seen = new Map<number, { id: number; name: string; itemno: string | null }>();
  for (const image of images) {
    if (image.goodsId !== null && image.goodsName && !seen.has(image.goodsId))
      seen.set(image.goodsId, { id: image.goodsId, name: image.goodsName, itemno: image.goodsItemno });
  }
  return [...seen.values()];
}
