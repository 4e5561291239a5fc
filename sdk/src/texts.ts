/**
 * The sdk's user-visible texts (Simplified Chinese).
 * @public
 */
export const texts = {
  empty: '暂无数据',
  loading: '加载中…',
  retry: '重试',
  loadFailed: '加载失败，请稍后重试',
  pluginFailed: (id: string) => `模块「${id}」出现错误`,
} as const;
