/** @jest-environment node */
import { plainAnswer } from './plain-answer';

describe('plainAnswer', () => {
  it('answers the message in the visitor’s language with the given status, never cached', async () => {
    const en = plainAnswer('en', 'certificateNotFound', 404);
    expect(en.status).toBe(404);
    expect(en.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(en.headers.get('cache-control')).toBe('no-store');
    expect(await en.text()).toBe('There is no certificate for this lot.');
    const zh = plainAnswer('zh', 'fileNotFound', 404);
    expect(zh.headers.get('content-language')).toBe('zh');
    expect(await zh.text()).toBe('该文件不存在或已无法下载。');
  });
});
