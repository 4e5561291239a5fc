import { IconPlus } from '@douyinfe/semi-icons';
import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import type { SurveyDetail, SurveyQuestion, SurveyQuestionKind } from '@greenroom/contracts';
import { useRouteRef } from '@greenroom/sdk';
import {
  type Editor,
  EditorField,
  EditorPage,
  EditorSection,
  ListField,
  RadioField,
  SortableList,
  SwitchField,
  TextAreaField,
  TextField,
  useCopyLink,
  useEditor,
  useEditorMoves,
} from '@greenroom/sdk/kit';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { surveyEditorRef, surveyResultsRef, surveysRef } from '../routes';
import { SURVEY_STATUS } from '../status';
import { changeKind, emptySurvey, newOption, newQuestion, QUESTION_KINDS, SURVEY_LIMITS, type SurveyValues, toSurveyValues } from '../survey/questions';
import { SurveyPreview } from '../survey/SurveyPreview';
import { surveyTexts as t } from '../surveyTexts';
import '../survey/survey.css';

type SurveyEditor = Editor<SurveyValues, SurveyDetail>;

/** 发布 a draft, 重新开启 a closed survey (both move to 1, 收集中), 结束 a collecting one; in the page's language (issue 29). */
const movesOf = () => ({
  1: (item: { status: string | number }) => (item.status === 0 ? t.moves.publish : t.moves.reopen),
  2: t.moves.close,
});

/** A question's name in its buttons: 上移「您的年龄」, or 上移第 2 题 before it has a title. */
const questionName = (question: SurveyQuestion, index: number) => (question.title.trim() ? t.questionNamed(question.title.trim()) : t.nth(index + 1));

/** One question's own fields inside the sortable list: title, kind, 必答, and its options or its text mode. */
function QuestionFields({ editor, question, index }: { editor: SurveyEditor; question: SurveyQuestion; index: number }) {
  const kindOptions = QUESTION_KINDS.map((value) => ({ value, label: t.kinds[value] }));
  return (
    <div className="gr-survey-question">
      <div className="gr-survey-question-head">
        <span className="gr-survey-kind">{t.kinds[question.kind]}</span>
        <span className="gr-muted">{t.nth(index + 1)}</span>
      </div>
      <TextField
        label={t.questionTitle}
        required
        maxLength={SURVEY_LIMITS.questionTitle}
        placeholder={t.questionTitlePlaceholder}
        {...editor.bind(`questions.${index}.title`)}
      />
      <div className="gr-survey-question-row">
        <RadioField<SurveyQuestionKind>
          label={t.kind}
          look="button"
          name={`questions.${index}.kind`}
          options={kindOptions}
          value={question.kind}
          onChange={(kind) => editor.set(`questions.${index}`, changeKind(question, kind))}
        />
        <SwitchField label={t.required} {...editor.bind(`questions.${index}.required`)} />
        {question.kind === 'text' ? <SwitchField label={t.multiline} {...editor.bind(`questions.${index}.multiline`)} /> : null}
      </div>
      {question.kind === 'single' || question.kind === 'multiple' ? (
        <ListField
          label={t.options}
          itemName={t.option}
          min={2}
          max={SURVEY_LIMITS.options}
          newItem={() => newOption()}
          itemKey={(option) => option.key}
          itemLabel={(option, j) => option.label.trim() || t.nthOption(j + 1)}
          renderItem={(_option, j) => (
            <TextField label={t.optionLabel(j + 1)} required maxLength={SURVEY_LIMITS.optionLabel} {...editor.bind(`questions.${index}.options.${j}.label`)} />
          )}
          {...editor.bind(`questions.${index}.options`)}
        />
      ) : null}
      {question.kind === 'rating' ? <p className="gr-muted gr-survey-note">{t.ratingHelp}</p> : null}
    </div>
  );
}

/** The questions of a survey that has answers: shown, not editable, with the reason. */
function LockedQuestions({ questions }: { questions: readonly SurveyQuestion[] }) {
  return (
    <div className="gr-survey-locked">
      <Banner type="info" fullMode={false} closeIcon={null} title={t.locked} description={t.lockedHelp} />
      <ol className="gr-survey-locked-list" aria-label={t.questions}>
        {questions.map((question, index) => (
          <li key={question.key} className="gr-list-field-item">
            <div className="gr-survey-question">
              <div className="gr-survey-question-head">
                <span className="gr-survey-kind">{t.kinds[question.kind]}</span>
                <span className="gr-muted">{t.nth(index + 1)}</span>
                {question.required ? <span className="gr-muted">{t.required}</span> : null}
              </div>
              <p className="gr-survey-locked-title">{question.title}</p>
              {'options' in question ? (
                <ul className="gr-survey-locked-options">
                  {question.options.map((option) => (
                    <li key={option.key}>{option.label}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * `/activity/other/question/new` and `/activity/other/question/:id` (issue 23): a survey's editor in
 * the console — title, description, who may answer once, and the questions (单选 / 多选 / 填空 / 评分)
 * reordered by button, Alt+↑/↓ or drag, with the answer page previewed on a phone beside them. Saved
 * after the contract's own checks (each message under its field, an option's under that option);
 * publish, close and reopen by the moves the server allows; frozen questions once answers exist.
 */
export default function SurveyEditorPage() {
  const editorPath = useRouteRef(surveyEditorRef);
  const resultsPath = useRouteRef(surveyResultsRef);
  const listPath = useRouteRef(surveysRef)();
  const copy = useCopyLink();
  const moves = useMemo(movesOf, []);
  const identifyOptions = (['cookie', 'phone'] as const).map((value) => ({ value, label: t.identifyOptions[value] }));
  const editor = useEditor({
    id: useParams().id,
    calls: { load: 'GET /api/survey/{id}', create: 'POST /api/survey', update: 'PUT /api/survey/{id}' },
    empty: emptySurvey,
    toValues: toSurveyValues,
    editPath: (id) => editorPath({ id }),
  });
  const statusActions = useEditorMoves(editor, { call: 'PUT /api/survey/status/{id}', moves, status: SURVEY_STATUS, statusLabel: t.statusLabel });

  const actions = (item: SurveyDetail | null) => (
    <>
      {statusActions(item)}
      {item && item.status !== 0 ? (
        <>
          <Button onClick={() => void copy(item.publicUrl, t.link)}>{t.copyLink}</Button>
          <a
            className="semi-button semi-button-tertiary semi-button-light gr-survey-link-button"
            href={item.publicUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="semi-button-content">{t.openPage}</span>
          </a>
        </>
      ) : null}
      {item ? (
        <Link className="semi-button semi-button-tertiary semi-button-light gr-survey-link-button" to={resultsPath({ id: item.id })}>
          <span className="semi-button-content">{t.results}</span>
        </Link>
      ) : null}
    </>
  );

  const { values } = editor;
  const locked = editor.item?.questionsLocked === true;
  const questions = editor.bind('questions');

  return (
    <EditorPage editor={editor} what={t.what} backTo={listPath} actions={actions}>
      <div className="gr-survey-editor">
        <div className="gr-survey-form">
          <EditorSection title={t.basics}>
            <TextField label={t.title} required maxLength={SURVEY_LIMITS.title} placeholder={t.titlePlaceholder} {...editor.bind('title')} />
            <TextAreaField
              label={t.description}
              maxLength={SURVEY_LIMITS.description}
              rows={3}
              placeholder={t.descriptionPlaceholder}
              {...editor.bind('description')}
            />
            <RadioField label={t.identify} required help={t.identifyHelp[values.identify]} options={identifyOptions} {...editor.bind('identify')} />
          </EditorSection>
          <EditorSection title={t.questions} description={locked ? undefined : t.questionsHelp}>
            {locked ? (
              <LockedQuestions questions={values.questions} />
            ) : (
              <EditorField name={questions.name} id={questions.id} label={t.allQuestions} error={questions.error} group>
                {(control) => (
                  <SortableList
                    id={control.id}
                    aria-labelledby={control['aria-labelledby']}
                    aria-describedby={control['aria-describedby']}
                    items={values.questions}
                    onChange={questions.onChange}
                    itemKey={(question) => question.key}
                    itemName={questionName}
                    itemLabel={(question, index) => t.questionLabel(index + 1, t.kinds[question.kind], question.title.trim() || t.untitled)}
                    itemClassName="gr-survey-question-item"
                    emptyText={t.noQuestions}
                    renderItem={(question, index) => <QuestionFields editor={editor} question={question} index={index} />}
                    footer={(add) =>
                      QUESTION_KINDS.map((kind) => (
                        <Button
                          key={kind}
                          icon={<IconPlus aria-hidden="true" />}
                          data-action="add"
                          disabled={values.questions.length >= SURVEY_LIMITS.questions}
                          onClick={() => add(newQuestion(kind))}
                        >
                          {t.add(t.kinds[kind])}
                        </Button>
                      ))
                    }
                  />
                )}
              </EditorField>
            )}
          </EditorSection>
        </div>
        <aside className="gr-survey-preview">
          <SurveyPreview values={values} />
        </aside>
      </div>
    </EditorPage>
  );
}
