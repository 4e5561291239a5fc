/** Chinese demo content for the seed. */

export const DEMO_PASSWORD = 'greenroom';

export const DEMO_USERS = [
  {
    username: 'demo',
    nickname: '绿幕直播工作室',
    mobPhone: '13812345678',
    email: 'demo@greenroom.example',
    wxNickname: '绿幕小助手',
    pointsNum: 2680,
    avatar: 1,
    groups: ['企业年会', '产品发布', '教育培训', '体育赛事'],
    activityCount: 35,
    // Issue 29: the demo accounts follow the browser's language and the device's theme until they choose.
    locale: null,
    theme: 'system',
  },
  {
    username: 'demo2',
    nickname: '星河活动策划',
    mobPhone: '13998765432',
    email: 'demo2@greenroom.example',
    wxNickname: '星河策划',
    pointsNum: 320,
    avatar: 4,
    groups: ['婚礼庆典', '城市马拉松'],
    activityCount: 8,
    locale: null,
    theme: 'system',
  },
] as const;

/** Title templates per group name; `{year}` and `{n}` are filled in. */
export const TITLES: Record<string, string[]> = {
  企业年会: [
    '{year} 年度盛典暨颁奖晚会',
    '华东区年终总结大会',
    '“同心致远”员工年会图文直播',
    '新春团拜会现场实况',
    '优秀员工表彰大会',
    '集团十周年庆典',
    '年会抽奖环节实时播报',
  ],
  产品发布: [
    '新一代智能手表发布会',
    '春季新品发布会图文直播',
    '云平台 {n}.0 版本发布',
    '新能源车型上市发布会',
    '夏季护肤新品品鉴会',
    '开发者大会主题演讲',
    '全屋智能产品体验日',
  ],
  教育培训: [
    '教师暑期研修第 {n} 讲',
    '职场沟通技巧公开课',
    '高考志愿填报专家讲座',
    '少儿编程营结营汇报',
    '中层管理能力训练营',
    '家庭教育大讲堂',
    '新员工入职培训直播',
  ],
  体育赛事: [
    '市青少年篮球联赛决赛',
    '秋季运动会开幕式',
    '羽毛球业余公开赛第 {n} 轮',
    '龙舟邀请赛赛况播报',
    '社区足球联赛揭幕战',
    '围棋名人赛现场解说',
    '环湖自行车骑行赛',
  ],
  婚礼庆典: ['李先生与王女士婚礼现场', '草坪婚礼图文直播', '金婚纪念庆典', '订婚宴现场实况'],
  城市马拉松: ['城市半程马拉松赛况', '迷你马拉松亲子跑', '夜跑嘉年华', '马拉松终点冲线时刻'],
};

export const UNGROUPED_TITLES = ['周末读书分享会', '公司开放日', '非遗文化展演', '行业峰会圆桌论坛'];

export const MESSAGE_TEMPLATES: { title: string; content: string; photoLive?: boolean }[] = [
  {
    title: '您的直播间「{activity}」已开始',
    content: '<p>您创建的直播 <b>{activity}</b> 已按计划开始，请及时进入控制台查看实时数据。</p>',
  },
  {
    title: '直播回放已生成',
    content: '<p>直播 <b>{activity}</b> 的回放视频已生成，可在<a href="/admin/content/video/live">视频库</a>中下载或分享。</p>',
  },
  {
    title: '云摄影相册新增 {n} 张照片',
    content: '<p>摄影师已上传 <b>{n}</b> 张新照片至相册「{activity}」，观众现在即可浏览。</p>',
    photoLive: true,
  },
  {
    title: '照片直播订单已完成',
    content: '<p>您的照片直播订单已完成交付，<b>原图打包</b>已可下载。如有疑问请<a href="/admin/order/photo">查看订单</a>。</p>',
    photoLive: true,
  },
  {
    title: '套餐即将到期提醒',
    content: '<p>您的 <b>云摄影专业版</b> 将于近期到期，为避免影响使用，请及时<a href="/admin/order/photo">续费</a>。</p>',
    photoLive: true,
  },
  {
    title: '积分到账通知',
    content: '<p>恭喜！您获得了 <b>{n}</b> 积分，可在<a href="/admin/user/points">积分中心</a>兑换好礼。</p>',
  },
  {
    title: '直播审核通过',
    content: '<p>您提交的直播「{activity}」已通过内容审核，可以正常对外发布。</p>',
  },
  {
    title: '观众留言待审核',
    content: '<p>直播「{activity}」有 <b>{n}</b> 条新留言等待审核，请前往评论管理处理。</p>',
  },
  {
    title: '人脸识别找图已开启',
    content: '<p>相册「{activity}」已开启 <b>人脸识别找图</b>，观众上传自拍即可快速找到自己的照片。</p>',
    photoLive: true,
  },
  {
    title: '发票已开具',
    content: '<p>您申请的电子发票已开具，请在<a href="/admin/order/live">订单与发票</a>中下载。</p>',
  },
];

export const NOTICES: { type: number; title: string; content: string; daysAgo: number }[] = [
  {
    type: 0,
    title: '系统升级公告',
    content: '<p>为提供更稳定的服务，平台将于本周六 <b>02:00–04:00</b> 进行系统升级，期间控制台可能短暂无法访问。</p><p>给您带来的不便，敬请谅解。</p>',
    daysAgo: 1,
  },
  {
    type: 1,
    title: '新功能：AI 策划助手上线',
    content: '<p><b>AI 策划助手</b>现已开放体验：输入活动主题，即可一键生成活动流程、直播脚本与宣传文案。</p><p>入口：左侧菜单「AI 助手」。</p>',
    daysAgo: 4,
  },
  {
    type: 2,
    title: '五一假期客服安排',
    content: '<p>五一假期期间在线客服 <b>9:00–21:00</b> 正常值守，紧急问题请拨打服务热线 400-000-0000。</p>',
    daysAgo: 9,
  },
  {
    type: 3,
    title: '云摄影专业版限时优惠',
    content: '<p>即日起至月底，购买 <b>云摄影专业版</b> 年度套餐享 8 折优惠，另赠 5000 积分。</p>',
    daysAgo: 15,
  },
  {
    type: 0,
    title: '关于加强直播内容安全管理的通知',
    content: '<p>根据国家相关规定，开通直播服务需完成<b>实名认证</b>。未认证账号将无法创建新的直播活动。</p>',
    daysAgo: 22,
  },
];
