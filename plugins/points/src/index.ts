import { definePlugin } from '@greenroom/sdk';
import { pointsRef } from './routes';

/** Points (SPEC §2 `/user/points`, SPEC §3 `pointsNum`): the balance, its history, the points mall one click away. */
export default definePlugin({
  id: 'points',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ ref: pointsRef, path: 'user/points', title: '我的积分', page: () => import('./pages/PointsPage') });
    // The way an organiser reaches 积分明细: the balance on the console home.
    ctx.addHomeWidget({ key: 'points', title: '我的积分', order: 60, component: () => import('./widgets/PointsWidget') });
  },
});
