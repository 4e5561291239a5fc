import { createRouteRef, definePlugin } from '@greenroom/sdk';

const page = async () => ({ default: () => null });

/**
 * The console's whole menu as its plugins fill it (live, photo, event, micro, data, marketing, orders
 * and the media libraries): 平台活动 with 其他产品's sub-menu, 资产管理, 数据中心, 营销中心, 订单与发票,
 * beside the host's own entries (控制台首页, AI助手, 云空间, 账户设置).
 */
export const wholeMenu = definePlugin({
  id: 'whole-menu',
  sdk: '^2',
  setup(ctx) {
    const route = (path: string, name: string, title: string, container?: string) => {
      ctx.addRoute({ path, name, title, page, ...(container ? { container, order: 10 } : {}) });
      return createRouteRef({ id: name });
    };
    const activity = [
      ['activity-live', '直播', route('activity/live', 'live', '直播')],
      ['activity-photo', '云摄影', route('activity/photo', 'photo', '云摄影')],
      ['activity-event', '活动', route('activity/event', 'event', '活动')],
    ] as const;
    for (const [order, [key, text, ref]] of activity.entries()) ctx.addMenuItem({ section: 'activity', key, text, route: ref, order: (order + 1) * 10 });
    ctx.addMenuItem({ section: 'activity', key: 'activity-other', text: '其他产品', order: 40 });
    const micro = route('activity/other/micro', 'micro', '微站', 'activity/other');
    const question = route('activity/other/question', 'question', '问卷调查', 'activity/other');
    ctx.addMenuItem({ section: 'activity', key: 'activity-other-micro', text: '微站', route: micro, parent: 'activity-other', order: 1 });
    ctx.addMenuItem({ section: 'activity', key: 'activity-other-question', text: '问卷调查', route: question, parent: 'activity-other', order: 2 });
    route('content/video/live', 'video-live', '视频库', 'content/video');
    route('content/material/live', 'material-live', '素材库', 'content/material');
    route('content/image', 'content/image', '图片库');
    route('data/activity/live', 'data-live', '平台数据', 'data/activity');
    ctx.addMenuItem({ section: 'data', key: 'data-activity', text: '平台数据', container: 'data/activity', order: 0 });
    const data = [
      ['data-shop', '商城数据', route('data/shop', 'data-shop', '商城数据')],
      ['data-user', '观众数据', route('data/user', 'data-user', '观众数据')],
      ['data-event', '报名数据', route('data/event', 'data-event', '报名数据')],
    ] as const;
    for (const [order, [key, text, ref]] of data.entries()) ctx.addMenuItem({ section: 'data', key, text, route: ref, order: (order + 1) * 10 });
    ctx.addMenuItem({ section: 'marketing', key: 'marketing-center', text: '营销中心', route: route('marketing-center', 'marketing', '营销中心') });
    route('order/live', 'orderLive', '直播订单', 'order');
    ctx.addMenuItem({ section: 'orders', key: 'orders', text: '订单与发票', container: 'order', order: 0 });
  },
});
