/** docs/product.md §9: dates read yyyy-mm-dd, on the head office's calendar (China Standard Time). */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}
