import type { SurveyQuestion } from '@greenroom/contracts';
import { PhoneFrame } from '@greenroom/sdk/kit';
import { surveyTexts as t } from '../surveyTexts';
import { SURVEY_LIMITS, type SurveyValues } from './questions';

/**
 * The answer page's colour (its 提交 button and title bar). The phone is drawn as the respondent's
 * light page in both of the console's themes, so it is not the console's primary (lighter in dark,
 * where white on it would fall below 4.5:1) but the light theme's: white on it keeps 5:1.
 */
const ANSWER_PAGE_ACCENT = '#0064fa';

/** One question as the respondent sees it: its number, title, 必答 mark and the controls drawn (not usable here). */
function PreviewQuestion({ question, n }: { question: SurveyQuestion; n: number }) {
  return (
    <li className="gr-survey-p-question">
      <p className="gr-survey-p-title">
        {question.required ? (
          <span className="gr-survey-p-required" title={t.required}>
            *
          </span>
        ) : null}
        {t.questionHeading(n, question.title.trim() || t.untitled)}
        {question.kind === 'multiple' ? <span className="gr-survey-p-hint">{t.previewMultiple}</span> : null}
      </p>
      {question.kind === 'single' || question.kind === 'multiple' ? (
        <ul className="gr-survey-p-options">
          {question.options.map((option, index) => (
            <li key={option.key} className="gr-survey-p-option">
              <span className={question.kind === 'single' ? 'gr-survey-p-radio' : 'gr-survey-p-check'} aria-hidden="true" />
              {option.label.trim() || t.optionLabel(index + 1)}
            </li>
          ))}
        </ul>
      ) : null}
      {question.kind === 'text' ? (
        <div className={question.multiline ? 'gr-survey-p-input gr-survey-p-textarea' : 'gr-survey-p-input'}>{t.previewTextPlaceholder}</div>
      ) : null}
      {question.kind === 'rating' ? (
        <ol className="gr-survey-p-rating">
          {Array.from({ length: SURVEY_LIMITS.rating }, (_, index) => (
            <li key={index}>{t.previewRating(index + 1)}</li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/**
 * The answer page as a respondent will see it on a phone, drawn from the editor's values as they are
 * typed (in the kit's PhoneFrame): title, description, the phone number asked for when the survey
 * counts by phone, the questions in their order, 提交.
 */
export function SurveyPreview({ values }: { values: SurveyValues }) {
  const title = values.title.trim() || t.previewTitle;
  return (
    <PhoneFrame label={t.preview} title={title} accent={ANSWER_PAGE_ACCENT}>
      <div className="gr-survey-p">
        <h2 className="gr-survey-p-heading">{title}</h2>
        {values.description.trim() ? <p className="gr-survey-p-description">{values.description}</p> : null}
        {values.identify === 'phone' ? (
          <div className="gr-survey-p-question">
            <p className="gr-survey-p-title">
              <span className="gr-survey-p-required">*</span>
              {t.previewPhone}
            </p>
            <div className="gr-survey-p-input">{t.previewPhonePlaceholder}</div>
          </div>
        ) : null}
        {values.questions.length > 0 ? (
          <ol className="gr-survey-p-questions">
            {values.questions.map((question, index) => (
              <PreviewQuestion key={question.key} question={question} n={index + 1} />
            ))}
          </ol>
        ) : (
          <p className="gr-survey-p-empty">{t.previewEmpty}</p>
        )}
        <div className="gr-survey-p-submit" aria-hidden="true">
          {t.previewSubmit}
        </div>
      </div>
    </PhoneFrame>
  );
}
