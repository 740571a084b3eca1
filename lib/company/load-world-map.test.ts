import atlas from 'world-atlas/countries-110m.json';
import { drawWorldMap } from './load-world-map';
import { MAP_HEIGHT, MAP_WIDTH, isWorldTopology } from './world-map';

describe('drawing the world map', () => {
  test('the head office sits in the middle of the 1000×600 map, with countries around it', () => {
    if (!isWorldTopology(atlas)) throw new Error('world-atlas is not world TopoJSON');
    const drawn = drawWorldMap(atlas);
    expect(drawn.marker).toEqual([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
    // At zoom 4 around Shanghai the map shows East Asia, not the whole world.
    expect(drawn.countries.length).toBeGreaterThan(5);
    expect(drawn.countries.length).toBeLessThan(80);
    for (const d of drawn.countries) expect(d).toMatch(/^M/);
  });
});
