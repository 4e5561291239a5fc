/** Titles of the live plugin's library screens (Simplified Chinese). */
export const libraryTitles = {
  /** The shared containers' names, as the side menu's 资产管理 says them. */
  videoRoute: '视频库',
  materialRoute: '素材库',
  videoPage: '直播视频库',
  materialPage: '直播素材库',
} as const;
