import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { likeliestItemno, looksLikeItemno, oneEditAway, slipRank } from './itemno-slips';

describe('Cat. No. slips', () => {
  test('a term looks like a Cat. No. when it starts with a letter and holds three digits', () => {
    for (const term of ['ab10031r', 'ab10o31r', 'ab1031r', 'ab10031r-100ul', 'cl10001']) assert.ok(looksLikeItemno(term), term);
    for (const term of ['gapdh', 'il-6', '10031', 'ab12', 'anti cd3', 'ab10031r抗体']) assert.equal(looksLikeItemno(term), false, term);
  });

  test('every spelling one edit away, and not the term itself', () => {
    const variants = new Set(oneEditAway('ab10o31r'));
    assert.ok(variants.has('ab10031r'), 'O typed for 0');
    assert.ok(oneEditAway('ab1031r').includes('ab10031r'), 'a dropped 0');
    assert.ok(oneEditAway('ab100031r').includes('ab10031r'), 'a doubled 0');
    assert.ok(oneEditAway('ab01031r').includes('ab10031r'), 'neighbours swapped');
    assert.ok(oneEditAway('ab10031').includes('ab10031r'), 'the last character dropped');
    assert.equal(variants.has('ab10o31r'), false);
    assert.equal(variants.has('ab00031r'), false, 'two edits');
  });

  test('look-alikes are the likeliest slip, then swaps, then dropped or doubled characters', () => {
    assert.equal(slipRank('ab10o31r', 'ab10031r'), 0);
    assert.equal(slipRank('abi0031r', 'ab10031r'), 0);
    assert.equal(slipRank('ab01031r', 'ab10031r'), 1);
    assert.equal(slipRank('ab1031r', 'ab10031r'), 2);
    assert.equal(slipRank('ab100031r', 'ab10031r'), 2);
    assert.equal(slipRank('ab10731r', 'ab10031r'), 3);
    assert.equal(slipRank('ab100731r', 'ab10031r'), 4);
  });

  test('the likeliest Cat. No. wins, then Cat. No. order', () => {
    assert.equal(likeliestItemno('ab10o31r', ['AB10131R', 'AB10031R']), 'AB10031R');
    assert.equal(likeliestItemno('ab1031r', ['AB10312R', 'AB10031R']), 'AB10031R');
    assert.equal(likeliestItemno('ab1031r', []), null);
  });
});
