/**
 * Loads and draws the contact page's map in the browser (docs/product.md §2.4 item 6). The map
 * data is a static asset, not an API call, so it is fetched here rather than through lib/api.
 * Any failure (network, non-2xx, bad data, timeout) rejects, and the island says so.
 */
import { geoMercator, geoPath } from 'd3-geo';
import { feature, type merge } from 'topojson-client';
import { HEAD_OFFICE_COORDINATES } from './head-office';
import { MAP_HEIGHT, MAP_LOAD_TIMEOUT_MS, MAP_WIDTH, MAP_ZOOM, isWorldTopology, mercatorScale, type WorldTopology } from './world-map';

// topojson-client's own parameter types (their package, topojson-specification, is not ours to import).
type Topology = Parameters<typeof merge>[0];
type GeometryCollection = Exclude<Parameters<typeof merge>[1], unknown[]>;

export interface DrawnMap {
  /** SVG path data of each country, clipped to the map. */
  countries: string[];
  /** The head office in map pixels. */
  marker: [number, number];
}

/**
 * Draws world-atlas TopoJSON centred on the head office at MAP_ZOOM.
 * @internal exported for its tests
 */
export function drawWorldMap(world: WorldTopology): DrawnMap {
  // isWorldTopology checked the shape these types describe.
  const topology = world as unknown as Topology;
  const countriesLayer = world.objects.countries as unknown as GeometryCollection;
  const projection = geoMercator()
    .center([...HEAD_OFFICE_COORDINATES])
    .scale(mercatorScale(MAP_ZOOM))
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2])
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  const path = geoPath(projection);
  const countries = feature(topology, countriesLayer)
    .features.map((country) => path(country))
    .filter((d): d is string => Boolean(d));
  const [x, y] = projection([...HEAD_OFFICE_COORDINATES]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
  return { countries, marker: [Math.round(x * 10) / 10, Math.round(y * 10) / 10] };
}

export async function loadWorldMap(url: string, signal: AbortSignal): Promise<DrawnMap> {
  const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(MAP_LOAD_TIMEOUT_MS)]), credentials: 'omit' });
  if (!response.ok) throw new Error(`map asset answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isWorldTopology(data)) throw new Error('map asset is not world-atlas TopoJSON');
  return drawWorldMap(data);
}
