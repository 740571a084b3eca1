import { islandMessagePaths, pickMessages } from './pick-messages';

const messages = {
  goods: { catNo: 'Cat. No.', title: 'Title', nested: { a: 'A', b: 'B' } },
  header: { search: 'Search' },
  top: 'Top',
};

describe('pickMessages', () => {
  it('keeps whole namespaces', () => {
    expect(pickMessages(messages, ['header'])).toEqual({ header: { search: 'Search' } });
  });

  it('keeps single keys at any depth and merges them', () => {
    expect(pickMessages(messages, ['goods.catNo', 'goods.nested.b', 'top'])).toEqual({ goods: { catNo: 'Cat. No.', nested: { b: 'B' } }, top: 'Top' });
  });

  it('merges a namespace with a key already picked from it', () => {
    expect(pickMessages(messages, ['goods.nested.a', 'goods.nested'])).toEqual({ goods: { nested: { a: 'A', b: 'B' } } });
  });

  it('leaves out paths that do not exist', () => {
    expect(pickMessages(messages, ['missing', 'goods.missing', 'top.deeper'])).toEqual({});
  });
});

describe('islandMessagePaths', () => {
  it('adds the failure sentences to every island provider', () => {
    expect(islandMessagePaths(['goods'])).toEqual([
      'goods',
      'apiFailure',
      'common.serverError',
      'common.networkError',
      'common.requestTimeout',
      'common.badResponse',
    ]);
  });

  it('adds nothing for islands that send no request', () => {
    expect(islandMessagePaths(['home.bannersLabel', 'advert'], { sendsRequests: false })).toEqual(['home.bannersLabel', 'advert']);
  });

  it('keeps a provider to the apiFailure keys it names', () => {
    expect(islandMessagePaths(['apiFailure.rateLimited'])).toEqual([
      'apiFailure.rateLimited',
      'common.serverError',
      'common.networkError',
      'common.requestTimeout',
      'common.badResponse',
    ]);
  });
});
