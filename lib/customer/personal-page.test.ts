/** @jest-environment node */
import { getSession } from '@/lib/session';
import { openPersonalPage, returnToDetail, returnToListPage } from './personal-page';

jest.mock('@/lib/session', () => ({
  getSession: jest.fn(),
  isLoggedIn: (session: { userId?: string; token?: string }) => Boolean(session.userId && session.token),
}));
jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn() }));

const session = jest.mocked(getSession);
const customer = { userId: '7', token: 'abc', userName: 'Ann', companyName: 'Lab' };
const props = (query: Record<string, string>) => ({ params: Promise.resolve({ locale: 'zh' }), searchParams: Promise.resolve(query) });
const url = (query: Record<string, string>, page = 1, id: number | null = null) => ({ query, page, id });

describe('return paths', () => {
  it('keeps the page of a list and the id of a detail', () => {
    expect(returnToListPage('/my-wallet')(url({ page: '3' }, 3))).toBe('/my-wallet?page=3');
    expect(returnToListPage('/my-wallet')(url({}))).toBe('/my-wallet');
    expect(returnToDetail('/exchange3')(url({ id: '12' }, 1, 12))).toBe('/exchange3?id=12');
    expect(returnToDetail('/modifyEvaluate', '/my-evaluate')(url({}))).toBe('/my-evaluate');
  });
});

describe('openPersonalPage', () => {
  it('reads the page and the id, and gives the customer with the rule that returns to the same path', async () => {
    session.mockResolvedValue(customer as never);
    const page = await openPersonalPage(props({ page: '2', id: '9' }), returnToListPage('/my-tracks'));
    expect(page).toEqual({
      locale: 'zh',
      query: { page: '2', id: '9' },
      page: 2,
      id: 9,
      customer,
      login: { login: '/my-tracks?page=2', locale: 'zh' },
    });
  });

  it('sends a guest to log in and back to the return path', async () => {
    session.mockResolvedValue({} as never);
    const thrown = await openPersonalPage(props({ page: '2' }), returnToListPage('/my-tracks')).catch((error: unknown) => error);
    expect(String((thrown as { digest?: unknown }).digest)).toContain('/zh/login?redirect=%2Fmy-tracks%3Fpage%3D2');
  });

  it('reads no query for a page that passes none', async () => {
    session.mockResolvedValue(customer as never);
    const page = await openPersonalPage({ params: Promise.resolve({ locale: 'en' }) }, '/user');
    expect(page).toMatchObject({ query: {}, page: 1, id: null, login: { login: '/user', locale: 'en' } });
  });
});
