import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError, TRANSPORT_CODE } from '@/lib/api/errors';
import messages from '@/messages/en.json';
import { useInquiryForm, type InquiryAnswer, type InquiryTarget } from './use-inquiry-form';

const request = jest.fn();
jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual<object>('@/lib/api/browser'),
  browserApi: { request: (...args: unknown[]) => request(...args) },
}));

let customer: { userId: string; userName: string; companyName: string } | null = null;
jest.mock('@/components/account/use-customer', () => ({ useCustomer: () => ({ customer, isLoading: false }) }));

const ANSWER: InquiryAnswer = { inquiryId: 1, createdAt: '2025-03-01T10:00:00.000Z', replyBy: '2025-03-02T10:00:00.000Z' };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

function render(target: InquiryTarget = {}) {
  const submitted = jest.fn();
  const hook = renderHook(() => useInquiryForm(target, submitted), { wrapper });
  return { ...hook, submitted };
}

function fill(form: ReturnType<typeof render>['result']) {
  act(() => {
    form.current.change('name', ' Ada ');
    form.current.change('company', 'Engines Ltd');
    form.current.change('country', 'GB');
    form.current.change('email', 'ada@example.org');
    form.current.change('phone', '+44 20 7946 0000');
    form.current.change('message', 'A quote, please.');
  });
}

/** The Idempotency-Key of each call so far. */
const keys = () => request.mock.calls.map((call) => (call[2] as { idempotencyKey: string }).idempotencyKey);

beforeEach(() => {
  request.mockReset();
  customer = null;
});

describe('useInquiryForm', () => {
  it('shows every message and the warning for an empty form, and sends nothing', async () => {
    const { result } = render();
    expect(result.current.errors).toEqual({});
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      name: 'nameRequired',
      company: 'companyRequired',
      country: 'countryRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      message: 'messageRequired',
    });
    expect(result.current.warning).toBe('Please improve the information!');
    expect(request).not.toHaveBeenCalled();
  });

  it('shows a field message once the field was left', () => {
    const { result } = render();
    act(() => result.current.change('email', 'ada@'));
    expect(result.current.errors.email).toBeUndefined();
    act(() => result.current.leave('email'));
    expect(result.current.errors).toEqual({ email: 'emailInvalid' });
  });

  it('sends a general inquiry, trimmed, to /overseas/form/submit', async () => {
    request.mockResolvedValue(ANSWER);
    const { result, submitted } = render();
    fill(result);
    await act(() => result.current.submit());
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'post', path: '/overseas/form/submit' }),
      { name: 'Ada', company: 'Engines Ltd', country: 'GB', email: 'ada@example.org', phone: '+44 20 7946 0000', message: 'A quote, please.' },
      expect.objectContaining({ locale: 'en', scope: null, idempotencyKey: expect.any(String) }),
    );
    expect(submitted).toHaveBeenCalledWith(ANSWER);
    expect(result.current.warning).toBeNull();
  });

  it('sends goods inquiries with their goods, and fromCart from the inquiry list', async () => {
    request.mockResolvedValue(ANSWER);
    const goodsList = [{ goodsId: 7, skuId: 71, quantity: 2 }];
    const { result } = render({ goodsList, fromCart: true });
    fill(result);
    await act(() => result.current.submit());
    expect(request.mock.calls[0]?.[0]).toMatchObject({ path: '/overseas/goodInquire/submitGoodInquireImmediately' });
    expect(request.mock.calls[0]?.[1]).toMatchObject({ goodsList, fromCart: true });
  });

  it('keeps the form and its key after a failure, so a retry cannot make a second inquiry', async () => {
    request.mockRejectedValueOnce(new ApiError({ code: TRANSPORT_CODE.network, msg: 'fetch failed' })).mockResolvedValueOnce(ANSWER);
    const { result, submitted } = render();
    fill(result);
    await act(() => result.current.submit());
    expect(result.current.warning).toBe(messages.common.networkError);
    expect(result.current.sending).toBe(false);
    expect(result.current.values.name).toBe(' Ada ');
    await act(() => result.current.submit());
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it("shows the sentence for the server's refusal (never its msg), and a changed form gets a new key", async () => {
    request.mockRejectedValueOnce(new ApiError({ code: 400, msg: 'country: unknown country code XX' })).mockResolvedValueOnce(ANSWER);
    const { result } = render();
    fill(result);
    await act(() => result.current.submit());
    expect(result.current.warning).toBe(messages.apiFailure.country);
    act(() => result.current.change('country', 'DE'));
    await act(() => result.current.submit());
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('sends once when submit is called twice at once', async () => {
    let answer: (value: InquiryAnswer) => void = () => undefined;
    request.mockReturnValue(new Promise<InquiryAnswer>((resolve) => (answer = resolve)));
    const { result, submitted } = render();
    fill(result);
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
      second = result.current.submit();
    });
    expect(result.current.sending).toBe(true);
    await act(async () => {
      answer(ANSWER);
      await Promise.all([first, second]);
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("fills in a customer's name and company", () => {
    customer = { userId: '9', userName: 'Jane Li', companyName: 'Li Lab' };
    const { result } = render();
    expect(result.current.values).toMatchObject({ name: 'Jane Li', company: 'Li Lab' });
  });
});
