/**
 * The editor kit's user-visible texts (Simplified Chinese): the editor page, its fields, the image
 * upload and the resumable upload.
 * @public
 */
export const editorTexts = {
  createTitle: (what: string) => `新建${what}`,
  editTitle: (what: string, name?: string) => (name ? `编辑${what}「${name}」` : `编辑${what}`),
  back: '返回列表',
  save: '保存',
  cancel: '取消',
  saved: '已保存',
  unsaved: '有未保存的修改',
  notFound: (what: string) => `${what}不存在或无权访问`,
  loadFailed: (what: string) => `${what}加载失败`,
  saveFailed: '保存失败，请检查网络后重试',
  fixBelow: '请按提示修改后再保存',
  leaveTitle: '有未保存的修改，确定离开吗？',
  leaveContent: '离开后，这次的修改不会保存。',
  leave: '离开',
  stay: '留下',
  loading: '加载中…',

  // Fields.
  unlimited: '不限',
  phonesHelp: '每行一个手机号',
  phoneCount: (n: number) => `共 ${n} 个`,
  phoneLine: (phone: string, reason: string) => `${phone}：${reason}`,
  add: (what: string) => `添加${what}`,
  moveUp: (item: string) => `上移${item}`,
  moveDown: (item: string) => `下移${item}`,
  remove: (item: string) => `删除${item}`,
  nthItem: (n: number) => `第 ${n} 项`,
  movedTo: (item: string, n: number) => `${item}已移到第 ${n} 位`,
  removed: (item: string) => `已删除${item}`,
  dragHint: '拖动排序（键盘：Alt+↑ / Alt+↓）',
  listEmpty: '暂无内容',
  selectPlaceholder: '请选择',
  loadingChoices: '加载中…',
  datePlaceholder: '请选择日期和时间',

  // Images (POST /api/upload/image).
  uploadImage: '上传图片',
  replaceImage: '更换图片',
  removeImage: '删除图片',
  uploading: '上传中',
  uploadProgress: (percent: number) => `已上传 ${percent}%`,
  uploadFailed: '上传失败，请检查网络后重试',
  // The upload server's own words (server/src/modules/upload/images.ts).
  imageType: '仅支持 JPG、PNG、WebP 图片',
  fileEmpty: '文件为空',
  imageTooLarge: (mb: number) => `图片不能超过 ${mb} MB`,
  imageHelp: (mb: number) => `JPG、PNG、WebP 格式，不超过 ${mb} MB`,
  imagePreview: (label: string) => `${label}预览`,

  // Rich text.
  toolbar: (label: string) => `${label}格式`,
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  heading: '小标题',
  bulletList: '无序列表',
  orderedList: '有序列表',
  link: '链接',
  clearFormat: '清除格式',
  linkAddress: '链接地址',
  linkInvalid: '请输入以 http:// 或 https:// 开头的地址',
  confirm: '确定',

  // Resumable upload (tus).
  chooseFile: '选择文件',
  pause: '暂停',
  resume: '继续',
  cancelUpload: '取消',
  uploadDone: '上传完成',
  uploadPaused: '已暂停',
  uploadResumed: '已从上次中断处继续上传',
  uploadSpeed: (speed: string) => `${speed}/s`,
  uploadStatus: (percent: number, speed: string) => `已上传 ${percent}%，${speed}/s`,
  uploadCancelled: '已取消上传',
} as const;
