import { AccountOverview } from '@/contract/accounts';
import { footprintToEntry, toCustomerOverview, toCustomerPage, toFavouriteGoods, toFootprintGoods, toSearchTerms } from './customer-shape';

describe('toCustomerOverview', () => {
  it('reads the account, masked contacts and counts; cartLines are the inquiry list lines', () => {
    const account = { userId: '42', userName: 'Ada', companyName: 'Lab Ltd', mobile: '138****8000', email: null, createdAt: '2025-03-01T10:00:00Z' };
    const answer = { ...account, counts: { favourites: 3, footprints: 7, cartLines: 2, inquiries: 0 }, unknownField: true };
    expect(toCustomerOverview(AccountOverview.parse(answer))).toEqual({ ...account, counts: { favourites: 3, footprints: 7, inquiryLines: 2, inquiries: 0 } });
  });

  it('through the contract: a numeric userId is text, missing fields default, an answer without userId is refused', () => {
    const overview = toCustomerOverview(AccountOverview.parse({ userId: 7 }));
    expect(overview.userId).toBe('7');
    expect(overview.counts).toEqual({ favourites: 0, footprints: 0, inquiryLines: 0, inquiries: 0 });
    expect(overview).toMatchObject({ userName: '', companyName: '', mobile: null, email: null, createdAt: null });
    expect(AccountOverview.safeParse({ userName: 'x' }).success).toBe(false);
    expect(AccountOverview.safeParse(null).success).toBe(false);
  });
});

describe('favourite and footprint goods', () => {
  const wire = { id: 12, itemno: 'AB-12', title: 'Anti-GAPDH', imgCover: '/files/12.jpg', onShelfFlag: false };

  it('keep the goods summary and their own time', () => {
    const favourite = toFavouriteGoods({ ...wire, collected: 1, collectedAt: '2025-01-01T00:00:00Z' });
    expect(favourite).toEqual(
      expect.objectContaining({ id: 12, itemno: 'AB-12', title: 'Anti-GAPDH', cover: '/files/12.jpg', onShelf: false, collectedAt: '2025-01-01T00:00:00Z' }),
    );
    const footprint = toFootprintGoods({ ...wire, viewedAt: '2025-01-02T00:00:00Z' });
    expect(footprint?.viewedAt).toBe('2025-01-02T00:00:00Z');
    expect(footprint && footprintToEntry(footprint)).toEqual({ id: 12, itemno: 'AB-12', title: 'Anti-GAPDH', cover: '/files/12.jpg' });
    expect(toFootprintGoods({ title: 'no id' })).toBeNull();
  });
});

describe('toCustomerPage', () => {
  it('drops unreadable rows and keeps at least one page', () => {
    const page = toCustomerPage([{ id: 1, itemno: 'A' }, 'junk'], 0, 20, toFavouriteGoods);
    expect(page.list.map((goods) => goods.id)).toEqual([1]);
    expect(page.pages).toBe(1);
  });

  it('uses the answered page count, else counts from the total', () => {
    expect(toCustomerPage([], 45, 20, toFavouriteGoods).pages).toBe(3);
    expect(toCustomerPage([], 45, 20, toFavouriteGoods, 5).pages).toBe(5);
  });
});

describe('toSearchTerms', () => {
  it('reads data.list of { searchTerms } newest first, skipping blanks', () => {
    expect(toSearchTerms({ list: [{ searchTerms: 'GAPDH' }, { searchTerms: ' ' }, { searchTerms: 'pcr' }] })).toEqual(['GAPDH', 'pcr']);
    expect(toSearchTerms(null)).toEqual([]);
  });
});
