import { LAZY_IMAGE, listImageLoading } from './image-priority';

describe('how a main list’s pictures load', () => {
  it('asks for the first picture first, loads the first screen at once and the rest lazily', () => {
    expect(listImageLoading(0)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(listImageLoading(1)).toEqual({ loading: 'eager' });
    expect(listImageLoading(2)).toEqual({ loading: 'eager' });
    expect(listImageLoading(3)).toBe(LAZY_IMAGE);
    expect(listImageLoading(20)).toBe(LAZY_IMAGE);
  });
});
