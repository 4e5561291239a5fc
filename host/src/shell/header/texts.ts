import { defineTexts } from '@greenroom/contracts/i18n';

/**
 * The header's user-visible texts, by language (issue 29): buttons, popovers and dialogs. The avatar
 * menu's entries shared with the rest of the shell are the host's (`../../texts`).
 */
export const headerTexts = defineTexts({
  'zh-CN': {
    // Buttons of the header, their visible text doubling as the accessible name.
    serviceOrder: '服务工单',
    download: '下载',
    follow: '关注公众号',
    contact: '联系我们',
    purchase: '购买服务',
    aiChat: 'AI助手',
    openAiChat: 'AI助手（新窗口打开）',
    logoLabel: (name: string) => `${name}官网（新标签页打开）`,
    accountMenu: (nickname: string) => (nickname ? `${nickname} 的账户菜单` : '账户菜单'),
    // Below lg (SPEC §9) the secondary actions fold into this menu.
    more: '更多',
    back: '返回',

    // Service order popover.
    serviceOrderIntro: '遇到问题？提交工单，专属客服为您跟进处理。',
    submitOrder: '提交工单',
    myOrders: '我的工单',

    // Download popover (SPEC §7 "Downloads").
    downloadTitle: '客户端与资料下载',
    syncHelper: '同步助手',
    syncHelperIntro: '将拍摄设备中的照片自动同步到云摄影相册',
    windowsInstaller: 'Windows 版下载',
    macInstaller: 'Mac 版下载',
    introArchive: '产品介绍资料包',
    introArchiveHint: '产品功能介绍与案例（ZIP）',

    // Follow-official-account popover.
    followTitle: '微信扫码关注公众号',
    followHint: '获取产品动态与运营干货',
    followQrAlt: '公众号二维码',

    // Contact-us popover.
    contactTitle: '联系我们',
    contactQrAlt: '专属客服微信二维码',
    contactScan: '微信扫码添加专属客服',
    hotline: (phone: string) => `服务热线：${phone}`,

    // Purchase picker (SPEC §2 "Purchase picker").
    purchaseTitle: '选择要购买的服务',

    // Bell and message popover (SPEC §2, §4).
    messages: '消息通知',
    messagesWithUnread: (badge: string) => `消息通知，${badge} 条未读`,
    closeMessages: '关闭消息通知',
    messagesTab: '系统消息',
    noticesTab: '平台公告',
    loadMore: '加载更多',
    loadingMore: '加载中…',
    reload: '重新加载',
    unread: '未读',
    messageLabel: (product: string, title: string) => `【${product}】${title}`,
    openMessage: (title: string) => `查看消息：${title}`,

    // Notice detail dialog.
    noticeOk: '知道了',

    // Avatar popover (SPEC §2).
    account: '账户信息',

    // Certification tag and modal (SPEC §2 "Certification tag and modal").
    certificationTagLabel: '未认证，点击进行实名认证',
    certificationTitle: '实名认证',
    certificationLead: '根据国家相关法律法规要求，开通直播服务需完成实名认证。',
    certificationHow: '请使用微信扫描下方二维码，按提示完成实名认证。',
    scanNow: '立即扫码认证',
    certificationQrAlt: '实名认证小程序码',
    certificationWaiting: '认证完成后本窗口将自动关闭',
    certificationQrFailed: '二维码获取失败',
    certificationRetry: '重新获取二维码',
    certificationHotline: (phone: string) => `如有疑问，请拨打客服热线 ${phone}`,
  },
  'en-US': {
    serviceOrder: 'Support tickets',
    download: 'Downloads',
    follow: 'Follow us',
    contact: 'Contact us',
    purchase: 'Buy services',
    aiChat: 'AI assistant',
    openAiChat: 'AI assistant (opens in a new window)',
    logoLabel: (name) => `${name} website (opens in a new tab)`,
    accountMenu: (nickname) => (nickname ? `Account menu of ${nickname}` : 'Account menu'),
    more: 'More',
    back: 'Back',
    serviceOrderIntro: 'Need help? Submit a ticket and your account manager will follow up.',
    submitOrder: 'Submit a ticket',
    myOrders: 'My tickets',
    downloadTitle: 'Apps and resources',
    syncHelper: 'Sync assistant',
    syncHelperIntro: 'Syncs photos from your camera to your cloud photography albums automatically',
    windowsInstaller: 'Download for Windows',
    macInstaller: 'Download for Mac',
    introArchive: 'Product brochure pack',
    introArchiveHint: 'Product features and case studies (ZIP)',
    followTitle: 'Scan with WeChat to follow our official account',
    followHint: 'Product news and event tips',
    followQrAlt: 'Official account QR code',
    contactTitle: 'Contact us',
    contactQrAlt: 'WeChat QR code of your account manager',
    contactScan: 'Scan with WeChat to add your account manager',
    hotline: (phone) => `Hotline: ${phone}`,
    purchaseTitle: 'Choose a service to buy',
    messages: 'Notifications',
    messagesWithUnread: (badge) => `Notifications, ${badge} unread`,
    closeMessages: 'Close notifications',
    messagesTab: 'System messages',
    noticesTab: 'Announcements',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    reload: 'Reload',
    unread: 'Unread',
    messageLabel: (product, title) => `[${product}] ${title}`,
    openMessage: (title) => `View message: ${title}`,
    noticeOk: 'Got it',
    account: 'Account',
    certificationTagLabel: 'Not verified: click to verify your identity',
    certificationTitle: 'Identity verification',
    certificationLead: 'Under Chinese law, live streaming services require identity verification.',
    certificationHow: 'Scan the QR code below with WeChat and follow the steps to verify.',
    scanNow: 'Scan to verify',
    certificationQrAlt: 'Verification mini-program code',
    certificationWaiting: 'This window closes by itself once you are verified',
    certificationQrFailed: 'The QR code could not be loaded',
    certificationRetry: 'Get a new QR code',
    certificationHotline: (phone) => `Questions? Call our hotline ${phone}`,
  },
});
