import type { SurveyDetail, SurveyIdentify, SurveyOption, SurveyQuestion, SurveyQuestionKind } from '@greenroom/contracts';
import { surveyTexts as t } from '../surveyTexts';

/** The editor's values: exactly the body of POST/PUT /api/survey (`surveyInput`), every field present. */
export interface SurveyValues {
  title: string;
  description: string;
  identify: SurveyIdentify;
  questions: SurveyQuestion[];
}

/** The kinds in the order the editor offers them. */
export const QUESTION_KINDS: readonly SurveyQuestionKind[] = ['single', 'multiple', 'text', 'rating'];

/** The contract's limits (contracts/src/surveyEdit.ts; plugins import its types only). */
export const SURVEY_LIMITS = { questions: 50, options: 20, title: 60, description: 500, questionTitle: 200, optionLabel: 100, rating: 5 } as const;

const KEY_LENGTH = 8;

/**
 * A key for a new question or option: 8 random base36 characters, made once when it is added and
 * kept across edits and moves (answers and results refer to keys, never to positions).
 */
export function newKey(): string {
  const bytes = new Uint8Array(KEY_LENGTH);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/** A new option (its label typed by the organiser). */
export const newOption = (label = ''): SurveyOption => ({ key: newKey(), label });

/** A new question of `kind`, required; a choice starts with two options (选项1, 选项2). */
export function newQuestion(kind: SurveyQuestionKind): SurveyQuestion {
  const base = { key: newKey(), title: '', required: true };
  switch (kind) {
    case 'single':
    case 'multiple':
      return { kind, ...base, options: [newOption(t.optionDefault(1)), newOption(t.optionDefault(2))] };
    case 'text':
      return { kind, ...base, multiline: false };
    case 'rating':
      return { kind, ...base };
  }
}

/** The question as another kind: its key, title and required flag stay; a choice keeps its options. */
export function changeKind(question: SurveyQuestion, kind: SurveyQuestionKind): SurveyQuestion {
  if (question.kind === kind) return question;
  const base = { key: question.key, title: question.title, required: question.required };
  switch (kind) {
    case 'single':
    case 'multiple':
      return { kind, ...base, options: 'options' in question ? question.options : (newQuestion(kind) as { options: SurveyOption[] }).options };
    case 'text':
      return { kind, ...base, multiline: false };
    case 'rating':
      return { kind, ...base };
  }
}

/** A new survey: no questions yet, one answer per browser. */
export const emptySurvey = (): SurveyValues => ({ title: '', description: '', identify: 'cookie', questions: [] });

/** The editable part of the detail. */
export const toSurveyValues = ({ title, description, identify, questions }: SurveyDetail): SurveyValues => ({ title, description, identify, questions });
