import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { instrumentCandidates, markerCandidates, pickGoods, stainCandidates } from './gallery-goods';

const titles = [
  { id: 40, titleEn: 'Anti-CD68 Rabbit Polyclonal Antibody' },
  { id: 12, titleEn: 'Anti-CD68 Mouse Monoclonal Antibody [7S6]' },
  { id: 13, titleEn: 'Anti-CD680 Rabbit Polyclonal Antibody' },
  { id: 90, titleEn: "Masson's trichrome staining kit" },
  { id: 91, titleEn: "Special stains: Masson's trichrome" },
  { id: 92, titleEn: 'Special stains' },
  { id: 93, titleEn: 'Immunofluorescence (IF) staining' },
  { id: 94, titleEn: 'Rotary microtome, model RM-2000' },
];

describe('gallery goods links', () => {
  test('a marker links to the lowest-id antibody for exactly that target', () => {
    assert.equal(pickGoods(markerCandidates('CD68', 'ihc'), titles), 12);
  });
  test('a marker without an antibody falls back to the staining service', () => {
    assert.equal(pickGoods(markerCandidates('GFAP', 'if'), titles), 93);
    assert.equal(pickGoods(markerCandidates('GFAP', 'ihc'), titles), null);
  });
  test('a stain prefers its kit, then the service for that stain, then special stains', () => {
    assert.equal(pickGoods(stainCandidates({ id: 'masson', en: "Masson's trichrome" }, 'Liver'), titles), 90);
    assert.equal(pickGoods(stainCandidates({ id: 'pas', en: 'Periodic acid–Schiff (PAS)' }, 'Kidney'), titles), 92);
  });
  test('an instrument links to a model of it', () => {
    assert.equal(pickGoods(instrumentCandidates('Rotary microtome'), titles), 94);
    assert.equal(pickGoods(instrumentCandidates('Cryostat'), titles), null);
  });
});
