import { definePlugin } from '@greenroom/sdk';
import { pointsList } from './lists';
import { pointsRef } from './routes';
import { texts } from './texts';

/** Points (SPEC §2 `/user/points`, SPEC §3 `pointsNum`): the balance, its history, the points mall one click away. */
export default definePlugin({
  id: 'points',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ ref: pointsRef, path: 'user/points', title: texts.title, list: pointsList, page: () => import('./pages/PointsPage') });
    // The way an organiser reaches 积分明细: the balance on the console home.
    ctx.addHomeWidget({ key: 'points', title: texts.widget.title, order: 60, component: () => import('./widgets/PointsWidget') });
  },
});
