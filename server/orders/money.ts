/** Money is reckoned in whole fen (CNY cents), so sums and discounts never drift by a float. */
export const toFen = (yuan: number): number => Math.round(yuan * 100);
export const toYuan = (fen: number): number => fen / 100;
