import type { SurveyStatus } from '@greenroom/contracts';
import type { StatusColor, StatusEntry, StatusMap } from '@greenroom/sdk';
import { texts } from './texts';

/** A status's tag: its text read when shown, in the page's language (issue 29). */
const entry = (status: SurveyStatus, color: StatusColor): StatusEntry => ({
  get text() {
    return texts.status[status];
  },
  color,
});

/** How each survey status is shown (草稿 / 收集中 / 已结束, server/docs/api.md "Surveys"). */
export const SURVEY_STATUS: StatusMap<`${SurveyStatus}`> = {
  0: entry(0, 'grey'),
  1: entry(1, 'green'),
  2: entry(2, 'orange'),
};

/** A move the server allows: its target, and the keys of its button's text and of its toast in `texts.survey`. */
interface SurveyMove {
  to: 1 | 2;
  text: 'publish' | 'close' | 'reopen';
  done: 'published' | 'closed' | 'reopened';
}

/**
 * The one move the server allows from each status: publish a draft, close a collecting survey,
 * reopen a closed one. Its texts are read where shown (`texts.survey[move.text]`).
 */
export const SURVEY_MOVE: Record<SurveyStatus, SurveyMove> = {
  0: { to: 1, text: 'publish', done: 'published' },
  1: { to: 2, text: 'close', done: 'closed' },
  2: { to: 1, text: 'reopen', done: 'reopened' },
};
