import { defineTexts } from '@greenroom/sdk';

/** Texts the orders plugin's entry needs (kept small: the entry is on every first screen), by language (issue 29). */
export const routeTexts = defineTexts({
  'zh-CN': {
    menu: '订单与发票',
    titles: { live: '直播订单', photo: '云摄影订单', event: '活动订单', onsite: '会拍订单', invoice: '发票', purchase: '购买服务' },
    /** The purchase picker's items (SPEC §2): text and hint, in picker order. */
    purchases: {
      live: ['购买直播', '直播版本，按月或按年'],
      photo: ['购买云摄影', '云摄影版本与存储扩容'],
      event: ['购买活动', '活动版本，按月或按年'],
      onsite: ['预约现场拍摄', '专业摄影师到场拍摄'],
    },
  },
  'en-US': {
    menu: 'Orders and invoices',
    titles: {
      live: 'Live orders',
      photo: 'Cloud photo orders',
      event: 'Event orders',
      onsite: 'On-site shoot orders',
      invoice: 'Invoices',
      purchase: 'Buy services',
    },
    purchases: {
      live: ['Buy Live', 'Live editions, monthly or yearly'],
      photo: ['Buy Cloud Photo', 'Cloud Photo editions and extra storage'],
      event: ['Buy Events', 'Event editions, monthly or yearly'],
      onsite: ['Book an on-site shoot', 'A professional photographer on site'],
    },
  },
});
