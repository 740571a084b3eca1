import { DEFAULT_MAP_ASSET_URL, isWorldTopology, mapAssetUrl, mercatorScale } from './world-map';

describe('world map rules', () => {
  test('zoom 4 is a world 4096 px wide', () => {
    expect(mercatorScale(4) * 2 * Math.PI).toBeCloseTo(4096);
    expect(mercatorScale(0) * 2 * Math.PI).toBeCloseTo(256);
  });

  test('the asset is configurable, the bundled file by default', () => {
    expect(mapAssetUrl({})).toBe(DEFAULT_MAP_ASSET_URL);
    expect(mapAssetUrl({ MAP_ASSET_URL: '  ' })).toBe(DEFAULT_MAP_ASSET_URL);
    expect(mapAssetUrl({ MAP_ASSET_URL: 'https://maps.example/world.json' })).toBe('https://maps.example/world.json');
  });

  test('only world-atlas TopoJSON with countries counts as map data', () => {
    expect(isWorldTopology({ type: 'Topology', arcs: [], objects: { countries: { type: 'GeometryCollection', geometries: [] } } })).toBe(true);
    expect(isWorldTopology({ type: 'Topology', arcs: [], objects: { land: {} } })).toBe(false);
    expect(isWorldTopology({ type: 'FeatureCollection', features: [] })).toBe(false);
    expect(isWorldTopology('<html>')).toBe(false);
    expect(isWorldTopology(null)).toBe(false);
  });
});
