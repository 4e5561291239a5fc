import type { SurveyStatus } from '@greenroom/contracts';
import type { StatusMap } from '@greenroom/sdk';
import { texts } from './texts';

/** How each survey status is shown (草稿 / 收集中 / 已结束, server/docs/api.md "Surveys"). */
export const SURVEY_STATUS: StatusMap<`${SurveyStatus}`> = {
  0: { text: texts.status[0], color: 'grey' },
  1: { text: texts.status[1], color: 'green' },
  2: { text: texts.status[2], color: 'orange' },
};

/** The status filter in the address (`?status=collecting`) and its value for the server. */
export const SURVEY_STATUS_PARAM = { draft: 0, collecting: 1, closed: 2 } as const satisfies Record<string, SurveyStatus>;

/** The one move the server allows from each status: publish a draft, close a collecting survey, reopen a closed one. */
export const SURVEY_MOVE: Record<SurveyStatus, { to: 1 | 2; text: string; done: string }> = {
  0: { to: 1, text: texts.survey.publish, done: texts.survey.published },
  1: { to: 2, text: texts.survey.close, done: texts.survey.closed },
  2: { to: 1, text: texts.survey.reopen, done: texts.survey.reopened },
};
