import type { MaterialType, MediaDownloadStatus, MediaSource } from '@greenroom/contracts';
import { defineTexts, type StatusMap } from '@greenroom/sdk';

/**
 * Texts of the recording and material libraries, by language (issue 29).
 * @public
 */
export const libraryTexts = defineTexts({
  'zh-CN': {
    rename: '重命名',
    renameLabel: (name: string) => `重命名「${name}」`,
    newTitle: '新标题',
    save: '确定',
    cancel: '取消',
    renamed: '已重命名',
    renameFailed: '重命名失败，请稍后重试',
    video: '视频',
    materialColumn: '素材',
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
    /** A download task's status (contracts' `mediaDownloadStatus`); colours in {@link DOWNLOAD_STATUS}. */
    downloadStatuses: { pending: '排队中', processing: '处理中', done: '已完成', failed: '失败', cancelled: '已取消' } satisfies Record<
      MediaDownloadStatus,
      string
    >,

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
  },
  'en-US': {
    rename: 'Rename',
    renameLabel: (name) => `Rename "${name}"`,
    newTitle: 'New title',
    save: 'OK',
    cancel: 'Cancel',
    renamed: 'Renamed',
    renameFailed: 'Rename failed. Please try again later.',
    video: 'Video',
    materialColumn: 'Material',
    title: 'Title',
    activity: 'Activity',
    duration: 'Duration',
    size: 'Size',
    createdAt: 'Created',
    type: 'Type',
    download: 'Download',
    downloadStatus: 'Download status',
    play: 'Play',
    preview: 'Preview',
    recording: 'video',
    material: 'material',
    searchRecordings: 'Search by video title or activity',
    searchMaterials: 'Search by material title or activity',
    allTypes: 'All types',
    noActivity: 'Activity deleted',
    taskCreated: 'Download task created. Follow its progress in "Download tasks".',
    tasks: 'Download tasks',
    tasksEmpty: 'No download tasks',
    tasksFailed: 'Failed to load download tasks',
    cancelTask: 'Cancel',
    cancelTaskLabel: (name) => `Cancel the download of "${name}"`,
    taskCancelled: 'Download task cancelled',
    taskDone: (name) => `Download task finished: "${name}"`,
    taskFailed: (name, reason) => `Download task failed: "${name}"${reason ? `, ${reason}` : ''}`,
    downloadFile: 'Download file',
    downloadFileLabel: (name) => `Download file "${name}"`,
    progressLabel: (name) => `Download progress of "${name}"`,
    taskSize: (size) => `File size ${size}`,
    taskCreatedAt: (time) => `Created ${time}`,
    refresh: 'Refresh',
    source: 'Source',
    downloadStatuses: { pending: 'Queued', processing: 'Processing', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' },

    uploadVideo: 'Upload video',
    uploadMaterial: 'Upload material',
    chooseVideo: 'Choose a video file',
    chooseMaterial: 'Choose an image or video file',
    videoHelp: 'MP4, WebM and MOV videos, up to 2 GB per file.',
    materialHelp: 'JPG, PNG and WebP images and MP4, WebM and MOV videos, up to 2 GB per file.',
    uploadBackground:
      'After a network drop the upload resumes where it stopped. Closing the dialog keeps it going in the background; leaving this page pauses it (choose the same file again to resume).',
    uploadTitle: 'Title',
    uploadTitleRequired: 'Please enter a title',
    uploadTitleTooLong: (max) => `The title can have at most ${max} characters`,
    uploadSaving: (library) => `Saving to ${library}…`,
    uploadSaved: (title, library) => `"${title}" saved to ${library}`,
    uploadSaveFailed: 'Save failed. Please check the network and retry.',
    uploadSaveAgain: 'Save again',
    uploadAnother: 'Upload another',
    uploadFinish: 'Done',
    close: 'Close',
    videoLibrary: 'Video library',
    materialLibrary: 'Material library',
  },
});

/** A status shown in the page's language: the text is read from the catalogue each time it is shown. */
const downloadStatus = (status: MediaDownloadStatus, color: StatusMap<MediaDownloadStatus>[MediaDownloadStatus]['color']) => ({
  color,
  get text() {
    return libraryTexts.downloadStatuses[status];
  },
});

/**
 * Text and colour of every download task status (contracts' `mediaDownloadStatus`); the text in the
 * page's language, read when shown.
 * @public
 */
export const DOWNLOAD_STATUS: StatusMap<MediaDownloadStatus> = {
  pending: downloadStatus('pending', 'grey'),
  processing: downloadStatus('processing', 'blue'),
  done: downloadStatus('done', 'green'),
  failed: downloadStatus('failed', 'red'),
  cancelled: downloadStatus('cancelled', 'grey'),
};

/**
 * Names of the material types, by language.
 * @public
 */
export const MATERIAL_TYPE_TEXT = defineTexts({
  'zh-CN': { image: '图片', video: '视频' } satisfies Record<MaterialType, string>,
  'en-US': { image: 'Image', video: 'Video' },
});

/**
 * Names of where a recording came from (contracts' `mediaSource`), by language.
 * @public
 */
export const MEDIA_SOURCE_TEXT = defineTexts({
  'zh-CN': { record: '录制', upload: '上传', clip: '剪辑', highlight: '花絮', album: '照片 MV' } satisfies Record<MediaSource, string>,
  'en-US': { record: 'Recording', upload: 'Upload', clip: 'Clip', highlight: 'Highlight', album: 'Photo MV' },
});
