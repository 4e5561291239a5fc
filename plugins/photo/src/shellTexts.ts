/**
 * The part of the plugin's text catalogue the console's first screen needs: menu and route titles,
 * the home widget. Kept apart so the plugin entry does not carry the pages'
 * texts; pages read everything through `texts.ts`.
 */
export const shellTexts = {
  menu: '云摄影',
  routes: { albums: '照片直播', albumEditor: '相册编辑', video: '云摄影', image: '图片库', person: '人物', timeline: '时间线', cities: '城市' },
  widget: {
    title: '云摄影',
    latest: '最新相册',
    noAlbum: '还没有相册',
    weekPhotos: (n: string) => `本周新增照片 ${n} 张`,
    loadFailed: '云摄影概况加载失败',
    library: '打开图片库',
  },
} as const;
