import { defineTexts } from '@greenroom/sdk';

/** The menu and route titles of the data plugin, by language: all its entry loads (the rest of the catalogue is in texts.ts). */
export const routeTexts = defineTexts({
  'zh-CN': {
    menu: { activity: '平台数据', shop: '商城数据', user: '观众数据', event: '报名数据' },
    titles: {
      activity: '平台数据',
      live: '图文直播数据',
      photo: '云摄影数据',
      event: '活动数据',
      micro: '微站数据',
      shop: '商城数据',
      user: '观众数据',
      registration: '报名数据',
    },
  },
  'en-US': {
    menu: { activity: 'Platform data', shop: 'Shop data', user: 'Audience data', event: 'Registration data' },
    titles: {
      activity: 'Platform data',
      live: 'Live data',
      photo: 'Cloud photo data',
      event: 'Event data',
      micro: 'Microsite data',
      shop: 'Shop data',
      user: 'Audience data',
      registration: 'Registration data',
    },
  },
});
