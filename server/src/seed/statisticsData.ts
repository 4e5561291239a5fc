/** Chinese vocabulary of the statistics demo data: nicknames, names, companies, goods, tags. */

export const NICK_ADJECTIVES = [
  '快乐的',
  '安静的',
  '爱笑的',
  '追风的',
  '认真的',
  '勇敢的',
  '慢热的',
  '温柔的',
  '元气',
  '佛系',
  '努力的',
  '爱吃鱼的',
  '晒太阳的',
  '不睡觉的',
  '会飞的',
  '夏天的',
];

export const NICK_NOUNS = ['小熊', '猫咪', '少年', '柠檬', '向日葵', '橘子', '鲸鱼', '星星', '蜗牛', '咸鱼', '奶茶', '兔子', '旅人', '海豚', '土豆', '云朵'];

export const NICK_PLAIN = ['晴天', '阿杰', '小雨', 'Sunny', '木子', '大鹏', 'Echo', '一一', '老王', '阿宝', 'Lucky', '小鹿', 'Kevin', '糖糖', '北北', '豆豆'];

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];

export const GIVEN_NAMES = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '洋',
  '艳',
  '勇',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '志强',
  '建华',
  '晓东',
  '雪梅',
  '海燕',
  '子涵',
  '浩然',
  '欣怡',
  '宇轩',
  '梓萱',
  '思远',
  '佳怡',
];

export const COMPANIES = [
  '华信科技有限公司',
  '星河传媒集团',
  '南山教育咨询',
  '蓝海供应链管理',
  '未来汽车研究院',
  '远景能源股份',
  '知行律师事务所',
  '明德中学',
  '云杉软件',
  '鼎盛地产',
  '嘉禾医疗器械',
  '自由职业',
];

export const JOB_TITLES = ['总经理', '市场总监', '产品经理', '工程师', '销售经理', '人力资源', '教师', '设计师', '运营专员', '财务主管', '学生', '研究员'];

export const INDUSTRIES = ['互联网', '教育培训', '金融', '制造业', '医疗健康', '文化传媒', '政府机构', '其他'];

export const REFERRALS = ['朋友推荐', '公众号文章', '朋友圈广告', '短信邀请', '官网', '其他'];

export const TICKETS = ['普通票', '早鸟票', 'VIP 票', '学生票'];

/** Shop goods with their price in fen. */
export const GOODS: readonly { name: string; price: number }[] = [
  { name: '直播间专享 · 有机绿茶礼盒', price: 12800 },
  { name: '手工牛轧糖 500g', price: 3990 },
  { name: '限定款帆布包', price: 5900 },
  { name: '智能保温杯', price: 16900 },
  { name: '云南小粒咖啡豆 1kg', price: 8800 },
  { name: '新疆阿克苏苹果 5kg', price: 6990 },
  { name: '蓝牙降噪耳机', price: 29900 },
  { name: '年会纪念 T 恤', price: 9900 },
];

export const TICKET_ORDERS: readonly { name: string; price: number }[] = [
  { name: '付费观看 · 单场', price: 990 },
  { name: '付费观看 · 全程通票', price: 2990 },
];

export const REWARDS: readonly { name: string; price: number }[] = [
  { name: '打赏 · 鲜花', price: 100 },
  { name: '打赏 · 咖啡', price: 600 },
  { name: '打赏 · 火箭', price: 8800 },
];

/** Audience tags: name, colour, and roughly how many of the audience carry it (1 in N). */
export const AUDIENCE_TAGS: readonly { name: string; color: string; every: number }[] = [
  { name: '高活跃', color: 'green', every: 5 },
  { name: '已购买', color: 'orange', every: 9 },
  { name: '老用户', color: 'blue', every: 4 },
  { name: '潜在客户', color: 'cyan', every: 7 },
  { name: 'VIP', color: 'red', every: 23 },
  { name: '企业客户', color: 'purple', every: 13 },
];

export const BLACKLIST_REASONS = ['发布广告信息', '恶意刷屏', '发表不当言论', '多次违规评论', '冒充主办方'];

export const EVENT_DEMO_TITLES = ['{year} 行业创新峰会', '春季招聘双选会', '城市读书节开幕式', '新品品鉴沙龙', '校友返校日', '公益健步走'];
