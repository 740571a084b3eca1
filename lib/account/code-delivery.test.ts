/** @jest-environment node */
import { codeHintKey } from './code-delivery';

describe('codeHintKey', () => {
  it('names the channels whose codes only reach the API log', () => {
    expect(codeHintKey({ email: false, mobile: false })).toBe('codesInLogBoth');
    expect(codeHintKey({ email: true, mobile: false })).toBe('codesInLogMobile');
    expect(codeHintKey({ email: false, mobile: true })).toBe('codesInLogEmail');
    expect(codeHintKey({ email: true, mobile: true })).toBeNull();
  });
});
