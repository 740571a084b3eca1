/** @jest-environment node */
import { singleLocation } from './single-location.mjs';

describe('singleLocation', () => {
  it('keeps one of a Location header a fresh render sent twice', () => {
    expect(singleLocation(['/LibraryClassification', '/LibraryClassification'])).toBe('/LibraryClassification');
  });

  it('leaves a single header as it is', () => {
    expect(singleLocation('/connectionUs')).toBe('/connectionUs');
    expect(singleLocation(undefined)).toBeUndefined();
  });
});
