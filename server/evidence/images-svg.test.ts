import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { coloursOf, productKind, productSvg, wrapLabel } from './images-svg';

describe('product shots', () => {
  test('the kind of product follows the Cat. No. family, kits by their name', () => {
    assert.equal(productKind('AB10001P', 'Anti-GAPDH antibody'), 'vial');
    assert.equal(productKind('R10023', 'Human IL-6 ELISA kit'), 'kit');
    assert.equal(productKind('R10024', 'PBS, pH 7.4'), 'bottle');
    assert.equal(productKind('C10007', 'Centrifuge tubes, 50 mL'), 'rack');
    assert.equal(productKind('IN10002', 'Tissue grinder'), 'instrument');
    assert.equal(productKind('S10003', 'Paraffin sectioning'), 'plate');
  });

  test('a category keeps its colours', () => {
    assert.deepEqual(coloursOf('CP002'), coloursOf('CP002'));
  });

  test('labels wrap on words and end with an ellipsis when they run out of lines', () => {
    assert.deepEqual(wrapLabel('Anti-GAPDH antibody, rabbit polyclonal', 20, 3), ['Anti-GAPDH antibody,', 'rabbit polyclonal']);
    const cut = wrapLabel('one two three four five six seven eight', 9, 2);
    assert.equal(cut.length, 2);
    assert.ok(cut[1]?.endsWith('…'));
  });

  test('names and Cat. Nos are escaped into the SVG', () => {
    const svg = productSvg('vial', 'A <b>&"odd"</b> name', 'AB1', coloursOf('CP002'));
    assert.ok(svg.includes('&#60;b&#62;&#38;&#34;odd&#34;'));
    assert.ok(!svg.includes('<b>'));
    assert.ok(svg.includes('Cat. No. AB1'));
  });
});

describe('banners', () => {
  test('every seeded banner name has a scene, without text that needs a language', async () => {
    const { bannerSvg, BANNER_NAMES } = await import('./images-svg-banners');
    assert.ok(BANNER_NAMES.includes('home-antibodies') && BANNER_NAMES.includes('advert-double-eleven'));
    for (const name of BANNER_NAMES) assert.match(bannerSvg(name) ?? '', /^<svg [^>]*width="1200" height="400"/);
    assert.equal(bannerSvg('unknown'), null);
  });
});
