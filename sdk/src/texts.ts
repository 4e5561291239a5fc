/**
 * The sdk's user-visible texts (Simplified Chinese).
 * @public
 */
export const texts = {
  empty: '暂无数据',
  loading: '加载中…',
  retry: '重试',
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
} as const;
