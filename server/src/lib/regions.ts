/**
 * China's provincial-level divisions (GB/T 2260 codes) with their main cities: the names behind
 * the province and city distributions of the statistics screens. Not exhaustive — only the cities
 * the demo data and the charts use.
 */

export interface Province {
  code: number;
  name: string;
  cities: readonly { code: number; name: string; weight: number }[];
}

export const PROVINCES: readonly Province[] = [
  { code: 110000, name: '北京市', cities: [{ code: 110100, name: '北京市', weight: 9 }] },
  { code: 120000, name: '天津市', cities: [{ code: 120100, name: '天津市', weight: 3 }] },
  {
    code: 130000,
    name: '河北省',
    cities: [
      { code: 130100, name: '石家庄市', weight: 2 },
      { code: 130200, name: '唐山市', weight: 1 },
      { code: 130600, name: '保定市', weight: 1 },
    ],
  },
  {
    code: 140000,
    name: '山西省',
    cities: [
      { code: 140100, name: '太原市', weight: 2 },
      { code: 140200, name: '大同市', weight: 1 },
    ],
  },
  {
    code: 150000,
    name: '内蒙古自治区',
    cities: [
      { code: 150100, name: '呼和浩特市', weight: 1 },
      { code: 150200, name: '包头市', weight: 1 },
    ],
  },
  {
    code: 210000,
    name: '辽宁省',
    cities: [
      { code: 210100, name: '沈阳市', weight: 2 },
      { code: 210200, name: '大连市', weight: 2 },
    ],
  },
  {
    code: 220000,
    name: '吉林省',
    cities: [
      { code: 220100, name: '长春市', weight: 2 },
      { code: 220200, name: '吉林市', weight: 1 },
    ],
  },
  {
    code: 230000,
    name: '黑龙江省',
    cities: [
      { code: 230100, name: '哈尔滨市', weight: 2 },
      { code: 230200, name: '齐齐哈尔市', weight: 1 },
    ],
  },
  { code: 310000, name: '上海市', cities: [{ code: 310100, name: '上海市', weight: 9 }] },
  {
    code: 320000,
    name: '江苏省',
    cities: [
      { code: 320100, name: '南京市', weight: 4 },
      { code: 320200, name: '无锡市', weight: 2 },
      { code: 320400, name: '常州市', weight: 2 },
      { code: 320500, name: '苏州市', weight: 4 },
    ],
  },
  {
    code: 330000,
    name: '浙江省',
    cities: [
      { code: 330100, name: '杭州市', weight: 6 },
      { code: 330200, name: '宁波市', weight: 3 },
      { code: 330300, name: '温州市', weight: 2 },
      { code: 330700, name: '金华市', weight: 1 },
    ],
  },
  {
    code: 340000,
    name: '安徽省',
    cities: [
      { code: 340100, name: '合肥市', weight: 3 },
      { code: 340200, name: '芜湖市', weight: 1 },
    ],
  },
  {
    code: 350000,
    name: '福建省',
    cities: [
      { code: 350100, name: '福州市', weight: 2 },
      { code: 350200, name: '厦门市', weight: 3 },
      { code: 350500, name: '泉州市', weight: 1 },
    ],
  },
  {
    code: 360000,
    name: '江西省',
    cities: [
      { code: 360100, name: '南昌市', weight: 2 },
      { code: 360700, name: '赣州市', weight: 1 },
    ],
  },
  {
    code: 370000,
    name: '山东省',
    cities: [
      { code: 370100, name: '济南市', weight: 3 },
      { code: 370200, name: '青岛市', weight: 3 },
      { code: 370600, name: '烟台市', weight: 1 },
    ],
  },
  {
    code: 410000,
    name: '河南省',
    cities: [
      { code: 410100, name: '郑州市', weight: 3 },
      { code: 410300, name: '洛阳市', weight: 1 },
    ],
  },
  {
    code: 420000,
    name: '湖北省',
    cities: [
      { code: 420100, name: '武汉市', weight: 4 },
      { code: 420500, name: '宜昌市', weight: 1 },
    ],
  },
  {
    code: 430000,
    name: '湖南省',
    cities: [
      { code: 430100, name: '长沙市', weight: 3 },
      { code: 430200, name: '株洲市', weight: 1 },
    ],
  },
  {
    code: 440000,
    name: '广东省',
    cities: [
      { code: 440100, name: '广州市', weight: 7 },
      { code: 440300, name: '深圳市', weight: 7 },
      { code: 440600, name: '佛山市', weight: 2 },
      { code: 441900, name: '东莞市', weight: 2 },
    ],
  },
  {
    code: 450000,
    name: '广西壮族自治区',
    cities: [
      { code: 450100, name: '南宁市', weight: 2 },
      { code: 450200, name: '柳州市', weight: 1 },
    ],
  },
  {
    code: 460000,
    name: '海南省',
    cities: [
      { code: 460100, name: '海口市', weight: 1 },
      { code: 460200, name: '三亚市', weight: 1 },
    ],
  },
  { code: 500000, name: '重庆市', cities: [{ code: 500100, name: '重庆市', weight: 4 }] },
  {
    code: 510000,
    name: '四川省',
    cities: [
      { code: 510100, name: '成都市', weight: 5 },
      { code: 510700, name: '绵阳市', weight: 1 },
    ],
  },
  {
    code: 520000,
    name: '贵州省',
    cities: [
      { code: 520100, name: '贵阳市', weight: 2 },
      { code: 520300, name: '遵义市', weight: 1 },
    ],
  },
  {
    code: 530000,
    name: '云南省',
    cities: [
      { code: 530100, name: '昆明市', weight: 2 },
      { code: 532900, name: '大理白族自治州', weight: 1 },
    ],
  },
  { code: 540000, name: '西藏自治区', cities: [{ code: 540100, name: '拉萨市', weight: 1 }] },
  {
    code: 610000,
    name: '陕西省',
    cities: [
      { code: 610100, name: '西安市', weight: 4 },
      { code: 610300, name: '宝鸡市', weight: 1 },
    ],
  },
  { code: 620000, name: '甘肃省', cities: [{ code: 620100, name: '兰州市', weight: 1 }] },
  { code: 630000, name: '青海省', cities: [{ code: 630100, name: '西宁市', weight: 1 }] },
  { code: 640000, name: '宁夏回族自治区', cities: [{ code: 640100, name: '银川市', weight: 1 }] },
  { code: 650000, name: '新疆维吾尔自治区', cities: [{ code: 650100, name: '乌鲁木齐市', weight: 1 }] },
  { code: 710000, name: '台湾省', cities: [{ code: 710100, name: '台北市', weight: 1 }] },
  { code: 810000, name: '香港特别行政区', cities: [{ code: 810100, name: '香港', weight: 1 }] },
  { code: 820000, name: '澳门特别行政区', cities: [{ code: 820100, name: '澳门', weight: 1 }] },
];

const provinceByCode = new Map(PROVINCES.map((province) => [province.code, province]));
const cityByCode = new Map(PROVINCES.flatMap((province) => province.cities.map((city) => [city.code, { ...city, province }] as const)));

export function provinceName(code: number): string {
  return provinceByCode.get(code)?.name ?? '未知';
}

export function findProvince(code: number): Province | undefined {
  return provinceByCode.get(code);
}

export function cityName(code: number): string {
  return cityByCode.get(code)?.name ?? '未知';
}

/** Every city with its province, for drawing weighted demo visits. */
export const ALL_CITIES = PROVINCES.flatMap((province) => province.cities.map((city) => ({ ...city, provinceCode: province.code })));
