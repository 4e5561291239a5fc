import type { MaterialType, MediaDownloadStatus, MediaSource } from '@greenroom/contracts';
import type { StatusMap } from '@greenroom/sdk';

/**
 * Texts of the recording and material libraries (Simplified Chinese).
 * @public
 */
export const libraryTexts = {
  rename: '重命名',
  renameLabel: (name: string) => `重命名「${name}」`,
  newTitle: '新标题',
  save: '确定',
  cancel: '取消',
  renamed: '已重命名',
  renameFailed: '重命名失败，请稍后重试',
  cover: '封面',
  thumbnail: '缩略图',
  title: '标题',
  activity: '所属活动',
  duration: '时长',
  size: '大小',
  createdAt: '创建时间',
  type: '类型',
  download: '下载',
  downloadStatus: '下载状态',
  play: '播放',
  preview: '预览',
  recording: '视频',
  material: '素材',
  searchRecordings: '搜索视频标题或所属活动',
  searchMaterials: '搜索素材标题或所属活动',
  allTypes: '全部类型',
  noActivity: '活动已删除',
  taskCreated: '已创建下载任务，可在「下载任务」中查看进度',
  tasks: '下载任务',
  tasksEmpty: '暂无下载任务',
  tasksFailed: '下载任务加载失败',
  cancelTask: '取消',
  cancelTaskLabel: (name: string) => `取消下载「${name}」`,
  taskCancelled: '已取消下载任务',
  taskDone: (name: string) => `下载任务已完成：「${name}」`,
  taskFailed: (name: string, reason: string | null) => `下载任务失败：「${name}」${reason ? `，${reason}` : ''}`,
  downloadFile: '下载文件',
  downloadFileLabel: (name: string) => `下载文件「${name}」`,
  progressLabel: (name: string) => `「${name}」的下载进度`,
  taskSize: (size: string) => `文件大小 ${size}`,
  taskCreatedAt: (time: string) => `创建于 ${time}`,
  refresh: '刷新',
  source: '来源',

  // 上传视频 / 上传素材 (tus, then POST /{kind}/upload).
  uploadVideo: '上传视频',
  uploadMaterial: '上传素材',
  chooseVideo: '选择视频文件',
  chooseMaterial: '选择图片或视频文件',
  videoHelp: '支持 MP4、WebM、MOV 视频，单个文件不超过 2 GB。',
  materialHelp: '支持 JPG、PNG、WebP 图片和 MP4、WebM、MOV 视频，单个文件不超过 2 GB。',
  uploadBackground: '网络中断后可从中断处继续；关闭窗口时上传在后台继续，离开本页会暂停（再次选择同一文件即可接着上传）。',
  uploadTitle: '标题',
  uploadTitleRequired: '请输入标题',
  uploadTitleTooLong: (max: number) => `标题最多 ${max} 个字`,
  uploadSaving: (library: string) => `正在保存到${library}…`,
  uploadSaved: (title: string, library: string) => `「${title}」已保存到${library}`,
  uploadSaveFailed: '保存失败，请检查网络后重试',
  uploadSaveAgain: '重新保存',
  uploadAnother: '继续上传',
  uploadFinish: '完成',
  close: '关闭',
  videoLibrary: '视频库',
  materialLibrary: '素材库',
} as const;

/**
 * Text and colour of every download task status (contracts' `mediaDownloadStatus`).
 * @public
 */
export const DOWNLOAD_STATUS: StatusMap<MediaDownloadStatus> = {
  pending: { text: '排队中', color: 'grey' },
  processing: { text: '处理中', color: 'blue' },
  done: { text: '已完成', color: 'green' },
  failed: { text: '失败', color: 'red' },
  cancelled: { text: '已取消', color: 'grey' },
};

/**
 * Chinese names of the material types.
 * @public
 */
export const MATERIAL_TYPE_TEXT: Record<MaterialType, string> = { image: '图片', video: '视频' };

/**
 * Chinese names of where a recording came from (contracts' `mediaSource`).
 * @public
 */
export const MEDIA_SOURCE_TEXT: Record<MediaSource, string> = { record: '录制', upload: '上传', clip: '剪辑', highlight: '花絮', album: '照片 MV' };
