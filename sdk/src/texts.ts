import { defineTexts } from './i18n';

/**
 * The sdk's user-visible texts, by language (issue 29).
 * @public
 */
export const texts = defineTexts({
  'zh-CN': {
    empty: '暂无数据',
    loading: '加载中…',
    retry: '重试',
    close: '关闭',
    reload: '刷新',
    loadFailed: '加载失败，请稍后重试',
    pluginFailed: (id: string) => `模块「${id}」出现错误`,
    /** A lazy part (page, popover, dialog, chart) got no answer: the network or the server is down. */
    partOffline: '网络连接异常，内容未能加载。网络恢复后将自动重试',
    /** A lazy part's chunk is gone: the console was deployed anew since this page was opened. */
    partStale: '控制台已更新，请刷新页面后继续使用',
    /** A lazy part failed to load for another reason. */
    partFailed: '内容加载失败，请重试',
    /** The item asked for does not exist, or is another account's. */
    gone: '数据不存在或无权访问',
    /** The left menu's sections (SPEC §2). */
    sections: {
      home: '控制台',
      activity: '平台活动',
      assets: '资产管理',
      data: '数据中心',
      marketing: '营销中心',
      ai: 'AI助手',
      orders: '订单与发票',
      account: '账户设置',
    },
    /** The product drawer's groups (SPEC §2). */
    drawerGroups: { live: '直播', events: '活动', service: '服务', support: '支持' },
    /** A live figure's default label. */
    viewers: '在线人数',
    /** A live figure's sparkline, for screen readers. */
    viewersTrend: (label: string, minutes: number, max: number) => `${label}最近 ${minutes} 分钟走势，最高 ${max}`,
  },
  'en-US': {
    empty: 'No data',
    loading: 'Loading…',
    retry: 'Retry',
    close: 'Close',
    reload: 'Reload',
    loadFailed: 'Failed to load. Please try again later.',
    pluginFailed: (id) => `Module "${id}" ran into an error`,
    partOffline: 'The network is down and this part could not load. It will retry when the network is back.',
    partStale: 'The console has been updated. Please reload the page to continue.',
    partFailed: 'This part failed to load. Please retry.',
    gone: 'This item does not exist or you have no access to it.',
    sections: {
      home: 'Console',
      activity: 'Activities',
      assets: 'Assets',
      data: 'Data center',
      marketing: 'Marketing',
      ai: 'AI assistant',
      orders: 'Orders and invoices',
      account: 'Account settings',
    },
    drawerGroups: { live: 'Live', events: 'Events', service: 'Services', support: 'Support' },
    viewers: 'Viewers online',
    viewersTrend: (label, minutes, max) => `${label}, trend of the last ${minutes} minutes, peak ${max}`,
  },
});
