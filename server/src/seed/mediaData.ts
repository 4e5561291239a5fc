/** Chinese demo content for video-live, photo-live and event activities, their media and materials. */

/** The committed recordings (server/fixtures/, made by generate.sh); the media test checks these against the files. */
export const FIXTURES = [
  { fileName: 'test-pattern-1.webm', duration: 8, size: 86461, width: 320, height: 180 },
  { fileName: 'test-pattern-2.webm', duration: 10, size: 75794, width: 320, height: 180 },
  { fileName: 'test-pattern-3.webm', duration: 6, size: 80185, width: 320, height: 180 },
] as const;

export const VIDEO_ACTIVITY_TITLES = [
  '{year} 春季新品发布会直播',
  '云上开放日：走进智能工厂',
  '名师公开课：初三数学冲刺',
  '乡村振兴助农直播专场',
  '城市音乐节主舞台直播',
  '医疗健康科普大讲堂',
  '开发者大会主论坛',
  '企业年会颁奖盛典',
  '非遗手艺人带你看展',
  '新能源汽车试驾直播',
  '高校招生咨询会',
  '读书会：与作者面对面',
  '电竞邀请赛总决赛',
  '家居生活美学分享',
];

export const PHOTO_ACTIVITY_TITLES = [
  '{year} 年度盛典现场照片直播',
  '李先生与王女士的婚礼',
  '城市半程马拉松摄影',
  '毕业典礼照片直播',
  '汽车品牌上市发布会',
  '亲子运动会精彩瞬间',
  '国际车展媒体日',
  '公司团建 · 千岛湖',
  '美食节现场快拍',
  '慈善晚宴红毯',
];

export const PHOTO_LOCATIONS = ['上海国际会议中心', '杭州西湖国宾馆', '北京国家会议中心', '深圳湾体育中心', '成都环球中心', '南京国际博览中心'];

export const EVENT_TITLES = [
  '{year} 数字经济高峰论坛',
  '长三角人工智能产业大会',
  '新品品鉴会暨经销商大会',
  '第 {n} 届青年创业大赛决赛',
  '医疗器械行业交流会',
  '跨境电商实战沙龙',
  '城市更新与建筑设计论坛',
  '年度客户答谢晚宴',
  '高校校友返校日',
  '智慧农业现场观摩会',
  '新消费品牌增长大会',
  '教育信息化应用研讨会',
  '文旅融合发展论坛',
  '企业数字化转型私董会',
  '金融科技创新峰会',
  '绿色低碳产业博览会',
];

export const EVENT_PLACES: { city: string; address: string }[] = [
  { city: '上海', address: '浦东新区世纪大道 1 号 国际会议中心' },
  { city: '北京', address: '朝阳区天辰东路 7 号 国家会议中心' },
  { city: '杭州', address: '西湖区杨公堤 18 号 国宾馆' },
  { city: '深圳', address: '南山区滨海大道 3001 号 湾区会展中心' },
  { city: '广州', address: '海珠区阅江中路 380 号 琶洲会展中心' },
  { city: '成都', address: '高新区天府大道北段 1700 号 环球中心' },
  { city: '南京', address: '建邺区江东中路 300 号 国际博览中心' },
  { city: '苏州', address: '工业园区苏州大道东 688 号 国际博览中心' },
];

/** Recording titles of a live or an event; `{activity}` and `{n}` are filled in. */
export const RECORDING_TITLES = ['{activity}（完整回放）', '{activity} 精彩片段 {n}', '{activity} 上半场', '{activity} 下半场', '{activity} 嘉宾访谈'];

export const PHOTO_VIDEO_TITLES = ['{activity} 精彩花絮', '{activity} 照片 MV', '{activity} 一分钟回顾'];

export const IMAGE_MATERIAL_TITLES = [
  '主舞台全景',
  '嘉宾签到处',
  '开场致辞',
  '颁奖合影',
  '观众席特写',
  '主视觉海报',
  '场馆外景',
  '圆桌对话',
  '茶歇区',
  '签名墙',
  '产品展台',
  '工作人员合影',
];

export const VIDEO_MATERIAL_TITLES = ['开场视频', '活动宣传片', '嘉宾祝福视频', '倒计时片头', '暖场短片', '花絮混剪'];

/** Sizes a camera or a phone produces. */
export const IMAGE_SIZES: [number, number][] = [
  [1920, 1080],
  [1080, 1440],
  [4000, 3000],
  [3000, 4000],
  [1080, 1080],
  [2560, 1440],
];
