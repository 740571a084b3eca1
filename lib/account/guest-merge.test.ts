/** @jest-environment node */
import { mergeGuestData, type MergeSend } from './guest-merge';

const guest = {
  inquiryList: [{ id: 12, skuId: 3, quantity: 2 }],
  footprints: [{ goodsId: 40 }],
  searches: ['anti CD3', 'pcr'],
  compare: [12, 40],
};

describe('mergeGuestData', () => {
  it('sends each kind once with its own call and reports all merged', async () => {
    const send = jest.fn<ReturnType<MergeSend>, Parameters<MergeSend>>(async () => ({ code: 0, msg: 'success' }));
    await expect(mergeGuestData(guest, send, jest.fn())).resolves.toEqual({ inquiryList: true, footprints: true, searches: true, compare: true });
    expect(send.mock.calls).toEqual(
      expect.arrayContaining([
        ['inquiryList', { list: guest.inquiryList }],
        ['footprints', { list: guest.footprints }],
        ['searches', { list: guest.searches }],
        ['compare', { goodsId: guest.compare }],
      ]),
    );
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('makes no call for an empty kind and counts it as merged', async () => {
    const send = jest.fn<ReturnType<MergeSend>, Parameters<MergeSend>>(async () => ({ code: 0, msg: 'success' }));
    await expect(mergeGuestData({ inquiryList: [], searches: ['pcr'] }, send, jest.fn())).resolves.toEqual({
      inquiryList: true,
      footprints: true,
      searches: true,
      compare: true,
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports a refused or failed kind as not merged, logs why, and still merges the rest', async () => {
    const log = jest.fn();
    const send: MergeSend = async (kind) => {
      if (kind === 'inquiryList') return { code: 500, msg: 'internal' };
      if (kind === 'footprints') throw new Error('connection reset');
      return { code: 0, msg: 'success' };
    };
    await expect(mergeGuestData(guest, send, log)).resolves.toEqual({ inquiryList: false, footprints: false, searches: true, compare: true });
    expect(log).toHaveBeenCalledWith('inquiryList', 'code 500: internal');
    expect(log).toHaveBeenCalledWith('footprints', 'connection reset');
  });
});
