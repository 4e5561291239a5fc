import { defineTexts } from '@greenroom/sdk';

/**
 * The part of the plugin's text catalogue the console's first screen needs: menu and route titles,
 * the home widget. Kept apart so the plugin entry does not carry the pages'
 * texts; pages read the rest through `texts.ts`. By language (issue 29).
 */
export const shellTexts = defineTexts({
  'zh-CN': {
    menu: '云摄影',
    routes: { albums: '照片直播', albumEditor: '相册编辑', video: '云摄影', image: '图片库', person: '人物', timeline: '时间线', cities: '城市' },
    widget: {
      title: '云摄影',
      latest: '最新相册：',
      noAlbum: '还没有相册',
      weekPhotos: (n: string) => `本周新增照片 ${n} 张`,
      loadFailed: '云摄影概况加载失败',
      library: '打开图片库',
    },
    /** Why 扩容's link to the console's purchase page is unavailable (routes.ts). */
    ordersOff: '订单插件未启用',
  },
  'en-US': {
    menu: 'Cloud photography',
    routes: {
      albums: 'Photo live',
      albumEditor: 'Edit album',
      video: 'Cloud photography',
      image: 'Image library',
      person: 'People',
      timeline: 'Timeline',
      cities: 'Cities',
    },
    widget: {
      title: 'Cloud photography',
      latest: 'Latest album: ',
      noAlbum: 'No albums yet',
      weekPhotos: (n) => `${n} ${n === '1' ? 'photo' : 'photos'} added this week`,
      loadFailed: 'Failed to load the cloud photography overview',
      library: 'Open the image library',
    },
    ordersOff: 'The orders plugin is not enabled',
  },
});
