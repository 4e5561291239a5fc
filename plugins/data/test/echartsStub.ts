/** jsdom has no canvas: charts draw into this stub (their data tables are what the tests read). */
const init = () => ({ on: () => {}, setOption: () => {}, resize: () => {}, dispose: () => {} });

export const loadEcharts = () => Promise.resolve({ init, registerMap: () => {} });

export const loadChinaMap = () => Promise.resolve({ map: 'china', provinceNames: new Map([[440000, '广东']]) });
