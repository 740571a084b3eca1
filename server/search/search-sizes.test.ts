import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sizeCode } from './search-sizes';

describe('sizeCode', () => {
  test('one code for the ways a size is written', () => {
    assert.equal(sizeCode('100 µL'), '100-ul');
    assert.equal(sizeCode('100 μl'), '100-ul');
    assert.equal(sizeCode(' 100 ul '), '100-ul');
    assert.equal(sizeCode('0.5 mg'), '0_5-mg');
    assert.equal(sizeCode('20 µL (trial size)'), '20-ul-trial-size');
  });

  test('a description without letters or digits has no code', () => {
    assert.equal(sizeCode('—'), '');
  });
});
