/**
 * What the chart components need of echarts: `init` of `echarts/core` with the kit's charts registered.
 * @public
 */
export type EchartsRuntime = typeof import('./echartsSetup');

let core: Promise<EchartsRuntime> | null = null;
/**
 * The drawn map: its registered name and its names of the provinces by code.
 * @public
 */
export interface ChinaMap {
  map: string;
  provinceNames: ReadonlyMap<number, string>;
}

let map: Promise<ChinaMap> | null = null;

/**
 * Loads echarts (line, bar and pie) once, on the first chart drawn. A failed load is forgotten, so
 * 重试 loads again.
 * @public
 */
export function loadEcharts(): Promise<EchartsRuntime> {
  core ??= import('./echartsSetup').catch((error: unknown) => {
    core = null;
    throw error;
  });
  return core;
}

/**
 * Loads the map series and China's provinces (after echarts, GeoJSON only here).
 * @public
 */
export function loadChinaMap(): Promise<ChinaMap> {
  map ??= loadEcharts()
    .then(() => import('./chinaMap'))
    .then((module) => ({ map: module.CHINA_MAP, provinceNames: module.PROVINCE_NAMES }))
    .catch((error: unknown) => {
      map = null;
      throw error;
    });
  return map;
}
