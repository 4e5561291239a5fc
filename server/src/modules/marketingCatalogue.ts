/**
 * The marketing centre's catalogue (/api/marketing): the tools an organiser can switch on in a live
 * room, a photo-live album or an event page, in display order. Plain data: what each tool does, where
 * it works and the edition it needs there (`requires`: product → lowest edition id, the proType of
 * /api/user/empower-info), and the attendee's phone page the preview draws.
 *
 * Product and edition names are the one product catalogue's (`@greenroom/contracts` catalogue.ts,
 * issue 28), which the drawer cards and the price tables of modules/trxorder/trxorderPrices.ts read too.
 * The English of the tools and categories is ./marketingCatalogueEn.ts (issue 29); the previews have none.
 */
import { type MarketingPreview, PRODUCT_ID, productById, productShortName } from '@greenroom/contracts';

export type MarketingCategory = 'interaction' | 'conversion' | 'growth';
/** SPEC §1 product ids the tools work in: 1 直播 · 2 云摄影 · 3 活动. */
export type MarketingProduct = 1 | 2 | 3;

export const CATEGORY_NAMES: Record<MarketingCategory, string> = { interaction: '互动', conversion: '转化', growth: '拉新' };
const MARKETING_PRODUCTS: readonly MarketingProduct[] = [PRODUCT_ID.live, PRODUCT_ID.photo, PRODUCT_ID.event];
/** The products' short names, from the catalogue. */
export const PRODUCT_NAMES = Object.fromEntries(MARKETING_PRODUCTS.map((id) => [id, productShortName(id)])) as Record<MarketingProduct, string>;
/** The products' edition names, from the catalogue. */
export const EDITION_NAMES = Object.fromEntries(MARKETING_PRODUCTS.map((id) => [id, productById(id)?.editions ?? {}])) as Record<
  MarketingProduct,
  Readonly<Record<number, string>>
>;

export interface CatalogueTool {
  type: string;
  name: string;
  category: MarketingCategory;
  summary: string;
  /** Plain text; paragraphs separated by a newline. */
  description: string;
  highlights: string[];
  /** Product → lowest edition that includes the tool, in display order. */
  requires: [MarketingProduct, number][];
  preview: MarketingPreview;
}

export const MARKETING_TOOLS: readonly CatalogueTool[] = [
  {
    type: 'lottery',
    name: '抽奖',
    category: 'interaction',
    summary: '直播间与活动现场的幸运大转盘，把观众留到最后一刻',
    description: [
      '在直播或活动进行中随时发起一轮抽奖：设置奖品、中奖人数和参与条件（如观看满 5 分钟、已报名、已签到），观众在手机上点一下即可参与。',
      '开奖由服务器随机抽取，结果实时推送到每位观众的屏幕，并在直播画面上滚动展示中奖名单；中奖者填写收货信息后，后台可导出名单统一发奖。',
      '一场活动可以安排多轮抽奖，适合年会、发布会、带货直播等需要调动气氛、提升停留时长的场景。',
    ].join('\n'),
    highlights: ['多轮抽奖，每轮独立设置奖品与名额', '按观看时长、报名或签到限定参与资格', '中奖名单实时公布，可导出发奖'],
    requires: [
      [1, 1],
      [3, 1],
      [2, 2],
    ],
    preview: {
      pageTitle: '幸运大抽奖',
      accent: '#e8473e',
      blocks: [
        { kind: 'banner', title: '年度盛典幸运大抽奖', subtitle: '第 2 轮 · 20:30 开奖' },
        {
          kind: 'grid',
          items: [
            { label: '一等奖', note: '智能手表 × 1' },
            { label: '二等奖', note: '无线耳机 × 3' },
            { label: '三等奖', note: '定制保温杯 × 10' },
            { label: '参与奖', note: '50 积分 × 100' },
          ],
        },
        { kind: 'progress', label: '已有 1,286 人参与', value: 64 },
        { kind: 'button', text: '立即参与抽奖' },
        { kind: 'rules', title: '活动规则', items: ['观看直播满 5 分钟即可参与', '每人每轮限参与 1 次', '中奖后请在 24 小时内填写收货信息'] },
      ],
    },
  },
  {
    type: 'red-packet',
    name: '红包',
    category: 'interaction',
    summary: '直播间发红包、口令红包，瞬间点燃观看热度',
    description: [
      '主办方在直播间或活动页发出拼手气红包或口令红包，观众在倒计时结束时开抢，抢到的金额直接进入微信零钱。',
      '口令红包要求观众在评论区发送指定口令才能领取，能在短时间内大幅提升评论互动量；可以限定只有已报名或已签到的观众参与，避免被刷。',
      '后台实时展示红包领取进度和领取明细，未领完的金额在 24 小时后自动退回。',
    ].join('\n'),
    highlights: ['拼手气红包与口令红包', '倒计时开抢，领取进度实时可见', '未领完金额 24 小时自动退回'],
    requires: [
      [1, 2],
      [3, 2],
    ],
    preview: {
      pageTitle: '直播间红包',
      accent: '#d9363e',
      blocks: [
        { kind: 'banner', title: '主办方发了一个红包', subtitle: '口令：同心致远 · 00:45 后开抢' },
        { kind: 'progress', label: '已领取 312 / 500 个', value: 62 },
        {
          kind: 'list',
          title: '手气最佳',
          items: [
            { label: '林**', value: '¥ 18.88' },
            { label: '陈**', value: '¥ 12.60' },
            { label: '王**', value: '¥ 9.99' },
          ],
        },
        { kind: 'button', text: '发送口令 抢红包' },
        { kind: 'rules', title: '领取说明', items: ['在评论区发送口令即可参与', '红包金额随机，直接存入微信零钱', '每人限领 1 次'] },
      ],
    },
  },
  {
    type: 'coupon',
    name: '优惠券',
    category: 'conversion',
    summary: '边看边领券，把观看直接变成下单',
    description: [
      '创建满减券、折扣券或无门槛券，在直播讲解商品时推送给观众，观众一键领取后在商城或报名页下单时自动抵扣。',
      '可以设置发放总量、每人限领张数和有效期，也可以只发给已报名、已签到或观看满一定时长的观众，用来做精准的转化和复购。',
      '后台统计每张券的领取量、使用量和带来的成交金额，帮助评估每一场直播的转化效果。',
    ].join('\n'),
    highlights: ['满减、折扣、无门槛三种券型', '按观众身份与观看时长定向发放', '领取、核销与成交金额一目了然'],
    requires: [
      [1, 2],
      [3, 1],
    ],
    preview: {
      pageTitle: '领取优惠券',
      accent: '#ff7a1a',
      blocks: [
        { kind: 'banner', title: '直播专享券', subtitle: '限今晚直播间领取' },
        {
          kind: 'grid',
          items: [
            { label: '满 300 减 50', note: '全场通用' },
            { label: '8.5 折', note: '新品专区' },
            { label: '无门槛 10 元', note: '仅限今日' },
            { label: '满 999 减 200', note: '剩余 86 张' },
          ],
        },
        { kind: 'progress', label: '今日已抢 72%', value: 72 },
        { kind: 'button', text: '一键领取全部' },
        { kind: 'rules', title: '使用说明', items: ['优惠券领取后 7 天内有效', '每人每种券限领 1 张', '不与其他优惠同享'] },
      ],
    },
  },
  {
    type: 'invite-rank',
    name: '邀请排行榜',
    category: 'growth',
    summary: '观众邀请好友观看或报名，按邀请人数排名领奖',
    description: [
      '每位观众都有专属的邀请海报和链接，好友通过它进入直播间、报名活动或打开相册，都会记到邀请人名下。',
      '排行榜实时更新，主办方可以为前几名设置奖品，也可以设置“邀请满 3 人得积分”的阶梯奖励，让普通观众同样有动力分享。',
      '活动结束后可导出邀请关系和排名，用于发奖和分析哪些渠道带来了最多的新观众。',
    ].join('\n'),
    highlights: ['专属邀请海报与链接，自动记录邀请关系', '排行榜实时更新，前几名与阶梯双重奖励', '导出邀请明细，复盘拉新渠道'],
    requires: [
      [1, 1],
      [3, 1],
      [2, 2],
    ],
    preview: {
      pageTitle: '邀请排行榜',
      accent: '#7a4cf0',
      blocks: [
        { kind: 'banner', title: '邀好友一起看，赢取大奖', subtitle: '榜单前 10 名均有奖品' },
        {
          kind: 'list',
          title: '实时排行',
          items: [
            { label: '1. 张**', value: '邀请 126 人' },
            { label: '2. 刘**', value: '邀请 98 人' },
            { label: '3. 周**', value: '邀请 75 人' },
            { label: '我的排名 第 42 名', value: '邀请 6 人' },
          ],
        },
        { kind: 'progress', label: '再邀请 4 人可得 100 积分', value: 60 },
        { kind: 'button', text: '生成我的邀请海报' },
        { kind: 'rules', title: '活动规则', items: ['好友通过你的海报或链接进入才计入', '同一好友只计算一次', '活动结束后 3 个工作日内发放奖品'] },
      ],
    },
  },
  {
    type: 'check-in',
    name: '签到',
    category: 'interaction',
    summary: '扫码签到与连续打卡，让观众按时到场、天天回来',
    description: [
      '活动现场的观众扫描签到码即可完成签到，签到墙实时展示到场人数和头像；线上直播则提供每日打卡，连续打卡可以获得积分或抽奖机会。',
      '签到数据与报名名单自动核对，主办方随时看到到场率；对系列课程、训练营这类多场次活动，还能统计每位学员的出勤情况。',
      '可以要求签到时填写姓名、单位等信息，也可以开启定位校验，只允许在会场范围内签到。',
    ].join('\n'),
    highlights: ['现场扫码签到与签到墙', '线上每日打卡与连续打卡奖励', '到场率与出勤统计，可开启定位校验'],
    requires: [
      [3, 1],
      [1, 1],
    ],
    preview: {
      pageTitle: '活动签到',
      accent: '#1f9d55',
      blocks: [
        { kind: 'banner', title: '欢迎参加开发者大会', subtitle: '国际会议中心 · 主会场' },
        { kind: 'progress', label: '已签到 842 / 1,200 人', value: 70 },
        {
          kind: 'grid',
          items: [
            { label: '第 1 天', note: '已打卡' },
            { label: '第 2 天', note: '已打卡' },
            { label: '第 3 天', note: '今日' },
            { label: '连续 7 天', note: '得 50 积分' },
          ],
        },
        { kind: 'button', text: '立即签到' },
        { kind: 'rules', title: '签到须知', items: ['请在会场范围内签到', '签到后凭电子胸卡入场', '每日打卡时间为 8:00–22:00'] },
      ],
    },
  },
  {
    type: 'vote',
    name: '投票',
    category: 'interaction',
    summary: '节目评选、最佳照片、观众选择，结果实时出炉',
    description: [
      '创建单选或多选投票，选项可以配图片和说明，适合年会节目评选、摄影大赛最佳照片、发布会“你最期待的功能”等场景。',
      '投票结果以进度条实时展示，主办方可以选择投票结束后才公布结果；可以限制每人每天的票数，并通过报名或签到身份防止刷票。',
      '云摄影相册中的投票会直接关联照片，得票最高的照片可一键置顶到相册首页。',
    ].join('\n'),
    highlights: ['单选、多选与图片投票', '结果实时展示或结束后公布', '每人限票与身份校验，防止刷票'],
    requires: [
      [1, 1],
      [3, 1],
      [2, 2],
    ],
    preview: {
      pageTitle: '最佳节目评选',
      accent: '#2f6fed',
      blocks: [
        { kind: 'banner', title: '年会最佳节目评选', subtitle: '每人可投 3 票 · 21:00 截止' },
        { kind: 'progress', label: '《追光者》合唱 · 38%', value: 38 },
        { kind: 'progress', label: '相声《职场新人》 · 27%', value: 27 },
        { kind: 'progress', label: '舞蹈《青春飞扬》 · 21%', value: 21 },
        { kind: 'button', text: '为我喜欢的节目投票' },
        { kind: 'rules', title: '投票规则', items: ['每人最多投 3 票，可投给同一节目', '投票截止后公布最终结果', '同一微信号只能参与一次'] },
      ],
    },
  },
  {
    type: 'quiz',
    name: '问答竞猜',
    category: 'interaction',
    summary: '限时答题、猜比分、冲顶赛，知识与悬念一起拉满',
    description: [
      '主办方在直播中推送题目，观众在倒计时内作答，答对进入下一题，最后按正确率和用时排名；也可以发起“猜比分”“猜销量”这类竞猜，开奖后猜中的观众获得奖励。',
      '题库可以提前录入，也可以在直播中临时出题；每道题的作答人数和正确率实时统计，主持人可以据此调整讲解节奏。',
      '适合培训直播的随堂测验、体育赛事的比分竞猜和品牌直播的知识问答。',
    ].join('\n'),
    highlights: ['限时答题与冲顶排名', '比分、结果类竞猜，开奖后自动发奖', '每题作答人数与正确率实时统计'],
    requires: [
      [1, 2],
      [3, 2],
    ],
    preview: {
      pageTitle: '冲顶答题',
      accent: '#0f9fb5',
      blocks: [
        { kind: 'banner', title: '第 3 题 / 共 10 题', subtitle: '剩余 8 秒' },
        {
          kind: 'list',
          title: '本届马拉松的全程距离是？',
          items: [
            { label: 'A', value: '21.0975 公里' },
            { label: 'B', value: '42.195 公里' },
            { label: 'C', value: '50 公里' },
          ],
        },
        { kind: 'progress', label: '已有 76% 的观众作答', value: 76 },
        { kind: 'button', text: '提交答案' },
        { kind: 'rules', title: '答题规则', items: ['每题限时 10 秒', '答错即出局，可使用 1 次复活卡', '全部答对的观众平分奖金'] },
      ],
    },
  },
  {
    type: 'showcase',
    name: '商品橱窗',
    category: 'conversion',
    summary: '直播画面旁的商品货架，讲到哪件就推哪件',
    description: [
      '把商品、课程或门票上架到直播间的橱窗，主播讲解时一键弹出当前商品卡片，观众无需离开直播间即可查看详情、加入购物车和下单。',
      '橱窗支持讲解中、即将开售、已售罄等状态，可以配合限时价和库存倒计时营造紧迫感；订单与商城数据打通，成交金额计入直播数据大屏。',
      '适合带货直播、课程售卖和活动门票预售。',
    ].join('\n'),
    highlights: ['直播间内一键弹出商品卡片', '限时价、库存倒计时与售罄状态', '成交数据计入直播数据大屏'],
    requires: [
      [1, 3],
      [3, 3],
    ],
    preview: {
      pageTitle: '直播橱窗',
      accent: '#f05a28',
      blocks: [
        { kind: 'banner', title: '正在讲解：智能手表 S2', subtitle: '直播间专享价 ¥ 1,299' },
        {
          kind: 'list',
          title: '橱窗商品',
          items: [
            { label: '1. 智能手表 S2', value: '¥ 1,299' },
            { label: '2. 运动耳机 Pro', value: '¥ 499' },
            { label: '3. 无线充电座', value: '¥ 159' },
          ],
        },
        { kind: 'progress', label: '限量 500 件 · 已售 68%', value: 68 },
        { kind: 'button', text: '立即购买' },
        { kind: 'rules', title: '购买须知', items: ['直播间专享价仅限直播期间', '下单后 48 小时内发货', '支持 7 天无理由退货'] },
      ],
    },
  },
  {
    type: 'share-poster',
    name: '分享海报',
    category: 'growth',
    summary: '一键生成带二维码的专属海报，朋友圈传播更省心',
    description: [
      '为直播、活动或照片直播相册生成精美海报，海报上带有观众本人的头像、昵称和专属二维码，保存到相册即可发朋友圈或群聊。',
      '主办方可以从模板中选择版式、上传主视觉，海报文案会自动带上活动名称和时间；扫码进入的新观众计入分享人的邀请记录。',
      '后台按海报统计扫码次数和带来的新观众，帮助找到传播效果最好的渠道。',
    ].join('\n'),
    highlights: ['观众专属海报，自带头像与二维码', '多种版式模板，主视觉可替换', '按海报统计扫码与拉新效果'],
    requires: [
      [1, 1],
      [2, 1],
      [3, 1],
    ],
    preview: {
      pageTitle: '生成分享海报',
      accent: '#c2407a',
      blocks: [
        { kind: 'banner', title: '春季新品发布会', subtitle: '4 月 18 日 19:30 · 扫码观看直播' },
        {
          kind: 'grid',
          items: [
            { label: '简约白', note: '推荐' },
            { label: '星空蓝', note: '' },
            { label: '活力橙', note: '' },
            { label: '国潮红', note: '新' },
          ],
        },
        { kind: 'button', text: '保存海报到相册' },
        { kind: 'rules', title: '分享提示', items: ['长按海报可直接发送给好友', '好友扫码进入将计入你的邀请记录'] },
      ],
    },
  },
  {
    type: 'group-buy',
    name: '拼团',
    category: 'growth',
    summary: '邀好友成团享低价，门票和课程卖得更快',
    description: [
      '为活动门票、课程或商品设置拼团价和成团人数，观众开团后把链接分享给好友，人满即成团，未成团的订单到期自动退款。',
      '拼团天然带来社交传播：每一个开团的观众都在替主办方拉新。后台展示开团数、成团率和带来的新用户数。',
      '适合活动早鸟票、线上课程和门店引流商品。',
    ].join('\n'),
    highlights: ['自定义拼团价与成团人数', '未成团自动退款，无需人工处理', '开团数、成团率与拉新人数统计'],
    requires: [
      [3, 1],
      [1, 3],
    ],
    preview: {
      pageTitle: '3 人拼团',
      accent: '#e0582b',
      blocks: [
        { kind: 'banner', title: '城市马拉松早鸟票', subtitle: '3 人成团 · 拼团价 ¥ 99（原价 ¥ 159）' },
        { kind: 'progress', label: '还差 1 人成团 · 23:41:06 后结束', value: 67 },
        {
          kind: 'list',
          title: '正在拼团',
          items: [
            { label: '李** 的团', value: '差 1 人' },
            { label: '赵** 的团', value: '差 2 人' },
          ],
        },
        { kind: 'button', text: '邀请好友参团' },
        { kind: 'rules', title: '拼团规则', items: ['开团后 24 小时内凑齐 3 人即成团', '未成团将原路退款', '每人限参与 1 个团'] },
      ],
    },
  },
];

export function findTool(type: string): CatalogueTool | undefined {
  return MARKETING_TOOLS.find((tool) => tool.type === type);
}
