/** @jest-environment node */
import en from './en.json';
import zh from './zh.json';

type Messages = { [key: string]: string | Messages };

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

describe('message files', () => {
  it('have the same keys in English and Chinese', () => {
    expect(keysOf(zh as Messages).sort()).toEqual(keysOf(en as Messages).sort());
  });

  it('have no empty texts', () => {
    for (const messages of [en, zh] as Messages[]) {
      const empty = keysOf(messages).filter((key) => {
        const value = key.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('carry the generic texts of docs/product.md §8', () => {
    expect(en.common.noData).toBe('No Data');
    expect(zh.common.routeCancelled).toBe('路由跳转取消请求');
    expect(en.common.WAIT_LOAD).toBeTruthy();
    expect(en.common.requestTimeout).toBeTruthy();
  });
});
