/** @jest-environment node */
import { CUSTOMER_HINT_SCRIPT, customerHintCookie, hasCustomerHint } from './customer-hint';

/** Runs the hint script against a stand-in document with `cookie`, answering the attributes it set. */
function runScript(cookie: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('document', CUSTOMER_HINT_SCRIPT)(document);
  return attributes;
}

describe('the logged-in hint script', () => {
  it('marks <html> when the hint cookie says a customer is logged in', () => {
    expect(runScript('labshop_customer=1')).toEqual({ 'data-customer': '' });
    expect(runScript('theme=dark; labshop_customer=1; other=2')).toEqual({ 'data-customer': '' });
  });

  it('leaves a guest page as it is', () => {
    expect(runScript('')).toEqual({});
    expect(runScript('labshop_customer=; other=1')).toEqual({});
    expect(runScript('xlabshop_customer=1')).toEqual({});
    expect(runScript('labshop_customer=10')).toEqual({});
  });
});

describe('customerHintCookie', () => {
  it('is readable by scripts, set at login and removed at logout', () => {
    expect(customerHintCookie(true, false, 600)).toMatchObject({ name: 'labshop_customer', value: '1', httpOnly: false, maxAge: 600, path: '/' });
    expect(customerHintCookie(false, true, 600)).toMatchObject({ value: '', maxAge: 0, secure: true });
  });
});

describe('hasCustomerHint', () => {
  it('reads the hint as the script does', () => {
    expect(hasCustomerHint('theme=dark; labshop_customer=1')).toBe(true);
    expect(hasCustomerHint('labshop_customer=; other=1')).toBe(false);
    expect(hasCustomerHint('labshop_customer=10')).toBe(false);
    expect(hasCustomerHint('')).toBe(false);
  });
});
