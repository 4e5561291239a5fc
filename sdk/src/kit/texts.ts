/** The screen kit's user-visible texts (Simplified Chinese). */
export const kitTexts = {
  retry: '重试',
  videoFailed: '视频无法播放',
  imageFailed: '图片无法显示',
  statusUnknown: '未知',
} as const;
