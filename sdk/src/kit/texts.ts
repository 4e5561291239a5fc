/**
 * The screen kit's user-visible texts (Simplified Chinese).
 * @public
 */
export const kitTexts = {
  retry: '重试',
  videoFailed: '视频无法播放',
  imageFailed: '图片无法显示',
  statusUnknown: '未知',
  export: '导出',
  exporting: '正在导出',
  cancel: '取消',
  downloadFailed: '下载失败，请检查网络后重试',
  downloaded: (name: string) => `已下载 ${name}`,
  close: '关闭',
  submit: '提交',
  submitFailed: '提交失败，请检查网络后重试',
  fieldRequired: (label: string) => `请输入${label}`,
  fieldChoose: (label: string) => `请选择${label}`,
  phoneTime: '9:41',
  phoneScreen: (label: string) => `${label}（屏幕内容）`,
  linkCopied: (what: string) => `${what}已复制`,
  copyFailed: (link: string) => `复制失败，请手动复制：${link}`,
} as const;
