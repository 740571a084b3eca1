/**
 * The contact page's world map (docs/product.md §2.4 item 6, §9): 1000×600, centred on the head
 * office at web-map zoom 4. Pure rules, shared by the page and its map island.
 */

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 600;
export const MAP_ZOOM = 4;

/**
 * Where the map data is served when MAP_ASSET_URL is not set: our own bundled world-atlas file.
 * @internal exported for its tests
 */
export const DEFAULT_MAP_ASSET_URL = '/maps/countries-110m.json';

/** A map load that takes longer than this counts as failed. */
export const MAP_LOAD_TIMEOUT_MS = 10_000;

/** The configured map asset (MAP_ASSET_URL), else the bundled one. */
export function mapAssetUrl(env: Readonly<Record<string, string | undefined>>): string {
  return env.MAP_ASSET_URL?.trim() || DEFAULT_MAP_ASSET_URL;
}

/**
 * The Mercator scale d3-geo needs for a web-map zoom level: the world is 256 × 2^zoom pixels wide
 * at that zoom, and d3's Mercator is 2π × scale wide.
 */
export function mercatorScale(zoom: number): number {
  return (256 * 2 ** zoom) / (2 * Math.PI);
}

export interface WorldTopology {
  type: 'Topology';
  objects: { countries: { type: 'GeometryCollection'; geometries: unknown[] } };
  arcs: unknown[];
}

/** Whether a parsed map asset is world-atlas TopoJSON with a countries layer. */
export function isWorldTopology(value: unknown): value is WorldTopology {
  if (!value || typeof value !== 'object') return false;
  const topology = value as { type?: unknown; objects?: { countries?: { type?: unknown; geometries?: unknown } }; arcs?: unknown };
  return (
    topology.type === 'Topology' &&
    Array.isArray(topology.arcs) &&
    topology.objects?.countries?.type === 'GeometryCollection' &&
    Array.isArray(topology.objects.countries.geometries)
  );
}
