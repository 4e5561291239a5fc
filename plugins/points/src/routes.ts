import { createRouteRef } from '@greenroom/sdk';

/** `/user/points` (SPEC §2): 我的积分, the balance's history; the home widget's 积分明细 links to it. */
export const pointsRef = createRouteRef({ id: 'points' });
