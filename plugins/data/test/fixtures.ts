/** The data plugin's test fixtures, shared by its screen tests (user data in Chinese, as organisers write it). */

export const line = (values: number[]) => values.map((value, index) => ({ date: `2026-11-${String(17 + index).padStart(2, '0')}`, value }));
export const compared = (value: number, rate: number | null) => ({ value, previous: 0, rate });
export const echo = { startTime: '2026-11-17', endTime: '2026-11-23', previousStartTime: '2026-11-10', previousEndTime: '2026-11-16' };
export const page = <T>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
export const windowed = <T>(list: T[]) => ({ ...page(list), totalExact: true });

export const liveHttp = {
  'GET /api/statistics/twzb/increase': {
    data: {
      ...echo,
      pv: compared(23456, 12.5),
      uv: compared(900, -3),
      shareNum: compared(12, null),
      activityNum: compared(3, 0),
      participantNum: compared(40, 1),
    },
  },
  'GET /api/statistics/twzb/pvLine': { data: line([10, 20, 30]) },
  'GET /api/statistics/twzb/uvLine': { data: line([1, 2, 3]) },
  'GET /api/statistics/twzb/shareNumLine': { data: line([0, 1, 0]) },
  'GET /api/statistics/twzb/activityCreateLine': { data: line([1, 0, 0]) },
  'GET /api/statistics/twzb/gatherCreateLine': { data: line([0, 0, 1]) },
  'GET /api/statistics/twzb/province': {
    data: [
      { code: 440000, name: '广东省', pv: 50, uv: 30, ratio: 60 },
      { code: 110000, name: '北京市', pv: 20, uv: 20, ratio: 40 },
    ],
  },
  'GET /api/statistics/twzb/city/:id': { data: [{ code: 440100, name: '广州市', provinceCode: 440000, provinceName: '广东省', pv: 30, uv: 18, ratio: 60 }] },
  'GET /api/statistics/twzb/platformParticipant': {
    data: [
      { platform: 1, name: '微信', pv: 10, uv: 8, ratio: 80 },
      { platform: 3, name: 'PC', pv: 2, uv: 2, ratio: 20 },
    ],
  },
  'GET /api/statistics/twzb/activityPvUvRank': { data: [{ rank: 1, id: 7, title: '年会直播', pv: 321, uv: 100, shareNum: 3 }] },
};

export const member = (id: number, nickname: string) => ({
  id,
  nickname,
  avatar: '',
  phone: '138****0001',
  provinceName: '广东省',
  cityName: '广州市',
  platform: 1,
  platformName: '微信',
  tags: [{ id: 5, name: '高活跃', color: 'blue' }],
  watchCount: 12,
  watchSeconds: 3600,
  orderAmount: 9900,
  blacklisted: false,
  firstVisitAt: '2026-11-01T08:00:00.000Z',
  lastVisitAt: '2026-11-20T08:00:00.000Z',
});
export const settingOf = (hidden: string[]) => ({
  custom: true,
  columns: ['nickname', 'phone', 'region', 'platform', 'tags', 'watchCount', 'orderAmount', 'blacklisted', 'lastVisitAt'].map((key) => ({
    key,
    visible: !hidden.includes(key),
  })),
});
export const userHttp = {
  'GET /api/statistics/twzb/userManage/tag/list': { data: [{ id: 5, name: '高活跃', color: 'blue', memberCount: 1200 }] },
  'POST /api/statistics/twzb/userManage/list': { data: windowed([member(1, '小林'), member(2, '阿青')]) },
  'GET /api/statistics/twzb/userManage/list-setting': { data: { custom: false, columns: [] } },
  'POST /api/statistics/twzb/userManage/list-setting': { data: null },
  'GET /api/statistics/twzb/userManage/watch-list/total/:id': { data: { watchCount: 12, watchSeconds: 3600, activityCount: 3 } },
  'GET /api/statistics/twzb/userManage/watch-list/:id': {
    data: page([
      { activityId: 7, activityTitle: '年会直播', enterTime: '2026-11-20T08:00:00.000Z', leaveTime: null, durationSeconds: 600, platformName: '微信' },
    ]),
  },
  'GET /api/statistics/twzb/userManage/orderList/:id': { data: page([]) },
  'GET /api/statistics/twzb/userManage/shop/order-list/:id': { data: page([]) },
  'GET /api/statistics/twzb/userManage/black-list/:id': { data: page([]) },
};

export const conferee = {
  id: 11,
  eventId: 4,
  eventTitle: '开发者大会',
  name: '王晓',
  phone: '139****0002',
  company: '青云科技',
  jobTitle: '工程师',
  role: 1,
  roleText: '参会者',
  platform: 1,
  platformName: '微信',
  provinceName: '浙江省',
  cityName: '杭州市',
  ticketName: '普通票',
  signedIn: true,
  signedInAt: '2026-11-20T02:00:00.000Z',
  registeredAt: '2026-11-10T02:00:00.000Z',
};
export const registrationHttp = {
  'GET /api/activity/event/list': { data: page([{ id: 4, title: '开发者大会' }]) },
  'POST /api/statistics/event/confereeList': { data: windowed([conferee]) },
  'GET /api/statistics/event/confereeNumLine': { data: line([3, 4]) },
  'GET /api/statistics/event/signInNumLine': { data: line([1, 2]) },
  'GET /api/statistics/event/confereeInfo/:eventId/:confereeId': { data: { ...conferee, answers: [{ key: 'industry', label: '所属行业', value: '互联网' }] } },
  'GET /api/statistics/event/formInfo/:id': {
    data: { eventId: 4, fields: [{ key: 'industry', label: '所属行业', type: 'select', required: true, stats: [{ option: '互联网', count: 5 }] }] },
  },
  'GET /api/statistics/event/guessInfo/:id': { data: { list: [] } },
};

export const buyerRatio = {
  startTime: '2026-11-17',
  endTime: '2026-11-23',
  buyerNum: 40,
  viewerNum: 400,
  ratio: 10,
  platform: [],
  distinctBuyerNum: 36,
  buyerTypes: [
    { type: 'new', name: '新买家', buyerNum: 27, ratio: 75 },
    { type: 'returning', name: '老买家', buyerNum: 9, ratio: 25 },
  ],
};
export const shopHttp = {
  'GET /api/statistics/shop/increase': {
    data: {
      ...echo,
      orderNum: compared(120, 20),
      orderAmount: compared(1234500, 3),
      buyerNum: compared(40, null),
      refundNum: compared(2, 0),
      refundAmount: compared(9900, 0),
    },
  },
  'GET /api/statistics/shop/orderLine': { data: line([1, 2, 3]) },
  'GET /api/statistics/shop/rank': { data: [{ rank: 1, id: 0, name: '限定周边礼盒', orderNum: 12, orderAmount: 88800 }] },
  'GET /api/statistics/shop/buyerRatio': { data: buyerRatio },
};

export const photoHttp = {
  'GET /api/statistics/photo/increase': {
    data: { ...echo, pv: compared(8800, 4), uv: compared(1200, null), shareNum: compared(30, 0), uploadNum: compared(456, 10), downloadNum: compared(789, -5) },
  },
  'GET /api/statistics/photo/pvLine': { data: line([5, 6, 7]) },
  'GET /api/statistics/photo/uvLine': { data: line([1, 2, 3]) },
  'GET /api/statistics/photo/uploadLine': { data: line([100, 0, 0]) },
  'GET /api/statistics/photo/downloadLine': { data: line([0, 9, 1]) },
  'GET /api/statistics/photo/province': { data: [{ code: 310000, name: '上海市', pv: 20, uv: 10, ratio: 100 }] },
  'GET /api/statistics/photo/platform': { data: [{ platform: 1, name: '微信', pv: 10, uv: 8, ratio: 100 }] },
  'GET /api/statistics/photo/rank': { data: [{ rank: 1, id: 3, title: '毕业典礼照片直播', pv: 999, uv: 100, uploadNum: 50, downloadNum: 20 }] },
};
