import { defineTexts } from '../i18n';

/**
 * The screen kit's user-visible texts, by language (issue 29).
 * @public
 */
export const kitTexts = defineTexts({
  'zh-CN': {
    retry: '重试',
    videoFailed: '视频无法播放',
    imageFailed: '图片无法显示',
    statusUnknown: '未知',
    export: '导出',
    exporting: '正在导出',
    /** An export button's label: exports stay Chinese (legal documents), which English says. */
    exportLabel: (text: string) => text,
    /** An export's progress after its size. */
    exportPercent: (percent: number) => `（${percent}%）`,
    /** What is copied when useCopyLink is not told. */
    link: '链接',
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
  },
  'en-US': {
    retry: 'Retry',
    videoFailed: 'The video cannot be played',
    imageFailed: 'The image cannot be shown',
    statusUnknown: 'Unknown',
    export: 'Export',
    exporting: 'Exporting',
    exportLabel: (text) => `${text} (file in Chinese)`,
    exportPercent: (percent) => ` (${percent}%)`,
    link: 'Link',
    cancel: 'Cancel',
    downloadFailed: 'Download failed. Please check the network and retry.',
    downloaded: (name) => `Downloaded ${name}`,
    close: 'Close',
    submit: 'Submit',
    submitFailed: 'Submit failed. Please check the network and retry.',
    fieldRequired: (label) => `Please enter ${label}`,
    fieldChoose: (label) => `Please choose ${label}`,
    phoneTime: '9:41',
    phoneScreen: (label) => `${label} (screen content)`,
    linkCopied: (what) => `${what} copied`,
    copyFailed: (link) => `Copy failed. Please copy it by hand: ${link}`,
  },
});
