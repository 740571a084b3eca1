/** @jest-environment node */
import { ApiError, TRANSPORT_CODE } from '@/lib/api/errors';
import { loadListingFrame } from './listing-data';

const getCategoryInfo = jest.fn();
const getCategoryTree = jest.fn();
const getRecommendedGoods = jest.fn();
jest.mock('@/lib/api/categories', () => ({
  getCategoryInfo: (...args: unknown[]) => getCategoryInfo(...args),
  getCategoryTree: (...args: unknown[]) => getCategoryTree(...args),
}));
jest.mock('@/lib/api/goods', () => ({ getRecommendedGoods: (...args: unknown[]) => getRecommendedGoods(...args) }));

const down = () => new ApiError({ code: TRANSPORT_CODE.network, msg: 'the connection failed' });
const later = <T>(settle: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => settle().then(resolve, reject), 10));

describe('a listing frame while the API is down', () => {
  const unhandled: unknown[] = [];
  const note = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', note);
  });
  afterEach(() => {
    process.off('unhandledRejection', note);
  });

  it('fails with the category, and the surroundings started beside it fail handled', async () => {
    const categoryError = down();
    // The category fails first; the root, menu and recommendations asked for at once fail after.
    getCategoryInfo.mockImplementation((id: string) => (id === 'CP001' ? Promise.reject(categoryError) : later(() => Promise.reject(down()))));
    getCategoryTree.mockImplementation(() => later(() => Promise.reject(down())));
    getRecommendedGoods.mockImplementation(() => later(() => Promise.reject(down())));

    await expect(loadListingFrame('consumables', 'CP001', 'CP001', 'en')).rejects.toBe(categoryError);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  });

  it('still fails when the category answers and its surroundings do not', async () => {
    const menuError = down();
    getCategoryInfo.mockResolvedValue({ id: 'CP001', pids: [], children: [] });
    getCategoryTree.mockImplementation(() => later(() => Promise.reject(menuError)));
    getRecommendedGoods.mockResolvedValue([]);

    await expect(loadListingFrame('consumables', 'CP001', 'CP001', 'en')).rejects.toBe(menuError);
    expect(unhandled).toEqual([]);
  });
});
