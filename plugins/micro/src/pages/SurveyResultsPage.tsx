import { IconRefresh } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import type { SurveyQuestionResult, SurveyResults, SurveyTextAnswer } from '@greenroom/contracts';
import { EmptyState, ErrorState, formatCount, formatDateTime, formatPercent, Loading, useApi, useRouteRef } from '@greenroom/sdk';
import { BarChart, LineChart } from '@greenroom/sdk/charts';
import { ExportButton, type FileRequest, ListPagination, PageHeader, StatusTag } from '@greenroom/sdk/kit';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { surveyEditorRef, surveysRef } from '../routes';
import { SURVEY_STATUS } from '../status';
import { surveyTexts as t } from '../surveyTexts';
import '../survey/survey.css';

const ITEM_ID = /^[1-9]\d{0,15}$/;
/** Text answers a page. */
export const TEXT_PAGE_SIZE = 10;
/** A text question's page in the address: `?page.<question key>=2` (one per question, page 1 leaves it out). */
export const textPageParam = (key: string) => `page.${key}`;

interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: boolean;
}

/** A choice question's options (or a rating's scores) with their counts and shares, as a table beside the chart. */
function SharesTable({ question, first }: { question: SurveyQuestionResult; first: string }) {
  return (
    <table className="gr-survey-shares">
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">{t.people}</th>
          <th scope="col">{t.share}</th>
        </tr>
      </thead>
      <tbody>
        {question.options.map((option) => (
          <tr key={option.key}>
            <th scope="row">{option.label}</th>
            <td>{formatCount(option.count)}</td>
            <td>{formatPercent(option.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One text question's answers, newest first, a page at a time; the page is in the address. */
function TextAnswers({ surveyId, question, version }: { surveyId: number; question: SurveyQuestionResult; version: number }) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const param = textPageParam(question.key);
  const asked = Number(params.get(param));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const [state, setState] = useState<Loaded<{ list: SurveyTextAnswer[]; total: number }>>({ data: null, loading: true, error: false });
  const [attempt, setAttempt] = useState(0);

  // `version` (刷新) and `attempt` (重试) ask again.
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: false }));
    void api
      .get('/api/survey/{id}/text-answers', {
        path: { id: surveyId },
        query: { question: question.key, pageNum: page, pageSize: TEXT_PAGE_SIZE },
        signal: controller.signal,
        silent: true,
      })
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setState({ data: { list: result.data.list, total: result.data.total }, loading: false, error: false });
        else setState((current) => ({ ...current, loading: false, error: true }));
      });
    return () => controller.abort();
  }, [api, surveyId, question.key, page, version, attempt]);

  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete(param);
      else copy.set(param, String(next));
      return copy;
    });

  // A page past the end (answers deleted, an old link): the last page instead, replacing the address.
  const last = state.data ? Math.max(1, Math.ceil(state.data.total / TEXT_PAGE_SIZE)) : 1;
  useEffect(() => {
    if (state.data && !state.loading && page > last)
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (last <= 1) copy.delete(param);
          else copy.set(param, String(last));
          return copy;
        },
        { replace: true },
      );
  }, [state.data, state.loading, page, last, param, setParams]);

  if (state.error && !state.data) return <ErrorState text={t.textFailed} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!state.data) return <Loading />;
  return (
    <Spin spinning={state.loading}>
      {state.data.list.length === 0 ? (
        <EmptyState size="default" text={t.textEmpty} />
      ) : (
        <ul className="gr-survey-answers" aria-label={t.textAnswersOf(question.title)}>
          {state.data.list.map((answer) => (
            <li key={answer.id}>
              <p>{answer.value}</p>
              <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
      {state.data.total > TEXT_PAGE_SIZE ? (
        <ListPagination
          page={page}
          pageSize={TEXT_PAGE_SIZE}
          total={state.data.total}
          pageSizes={[TEXT_PAGE_SIZE]}
          onPageChange={goTo}
          onPageSizeChange={() => goTo(1)}
        />
      ) : null}
    </Spin>
  );
}

/** One question's result: the chart of its options or scores (with the average), or its text answers. */
function QuestionResult({ surveyId, question, n, version }: { surveyId: number; question: SurveyQuestionResult; n: number; version: number }) {
  const headingId = useId();
  const heading = t.questionHeading(n, question.title);
  return (
    <section className="gr-survey-result" aria-labelledby={headingId}>
      <header className="gr-survey-result-head">
        <h2 id={headingId}>{heading}</h2>
        <span className="gr-survey-kind">{t.kinds[question.kind]}</span>
        <span className="gr-muted">{t.answered(formatCount(question.answered))}</span>
      </header>
      {question.kind === 'text' ? (
        <TextAnswers surveyId={surveyId} question={question} version={version} />
      ) : (
        <>
          <BarChart
            title={t.chartTitle(heading)}
            valueName={t.people}
            horizontal={question.kind !== 'rating'}
            height={question.kind === 'rating' ? 240 : Math.max(160, question.options.length * 40 + 40)}
            items={question.options.map((option) => ({ name: option.label, value: option.count }))}
            extra={
              question.kind === 'rating' ? (
                <strong className="gr-survey-average">{question.average === null ? t.noAverage : t.average(question.average.toFixed(1))}</strong>
              ) : undefined
            }
          />
          <SharesTable question={question} first={question.kind === 'rating' ? t.score : t.choice} />
        </>
      )}
    </section>
  );
}

/**
 * `/activity/other/question/:id/results` (issue 23): a survey's answers — the total, a chart of
 * each choice and rating question (counts, shares, the average score), each text question's answers
 * a page at a time (the page in the address), the answers per day, and 导出答卷 (the XLSX of every
 * answer sheet). 刷新 keeps what is shown while it asks again.
 */
export default function SurveyResultsPage() {
  const api = useApi();
  const raw = useParams().id ?? '';
  const id = ITEM_ID.test(raw) ? Number(raw) : undefined;
  const listPath = useRouteRef(surveysRef)();
  const editorPath = useRouteRef(surveyEditorRef);
  const titleId = useId();
  const [state, setState] = useState<Loaded<SurveyResults> & { notFound: boolean }>({
    data: null,
    loading: id !== undefined,
    error: false,
    notFound: id === undefined,
  });
  const [version, setVersion] = useState(0);

  // `version` is 刷新 and 重试.
  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: false }));
    void api.get('/api/survey/{id}/results', { path: { id }, signal: controller.signal, silent: true }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ data: result.data, loading: false, error: false, notFound: false });
      else if (result.code === 404 || result.status === 404) setState({ data: null, loading: false, error: false, notFound: true });
      else setState((current) => ({ ...current, loading: false, error: true }));
    });
    return () => controller.abort();
  }, [api, id, version]);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  const exportRequest: FileRequest = useCallback(
    (onDownloadProgress, signal) => api.get('/api/survey/{id}/export', { path: { id: id ?? 0 }, responseType: 'blob', onDownloadProgress, signal }),
    [api, id],
  );

  const { data } = state;
  let body: ReactNode;
  if (state.notFound) body = <EmptyState size="large" text={t.notFound} />;
  else if (!data && state.error) body = <ErrorState size="large" text={t.loadFailed} onRetry={refresh} />;
  else if (!data) body = <Loading />;
  else
    body = (
      <>
        {state.error ? <ErrorState text={t.loadFailed} onRetry={refresh} /> : null}
        <dl className="gr-survey-figure">
          <dt>{t.total}</dt>
          <dd>{t.totalValue(formatCount(data.total))}</dd>
        </dl>
        {data.total === 0 ? (
          <EmptyState size="large" text={t.noAnswers}>
            <p className="gr-muted">{t.noAnswersHelp}</p>
          </EmptyState>
        ) : (
          <>
            <LineChart title={t.days} height={240} series={[{ name: t.dayAnswers, points: data.days.map((day) => ({ date: day.day, value: day.answers })) }]} />
            {data.questions.map((question, index) => (
              <QuestionResult key={question.key} surveyId={data.id} question={question} n={index + 1} version={version} />
            ))}
          </>
        )}
      </>
    );

  return (
    <section className="gr-card gr-survey-results" aria-labelledby={titleId} aria-busy={state.loading}>
      <PageHeader
        title={data ? t.resultsTitle(data.title) : t.resultsFallback}
        backTo={listPath}
        titleId={titleId}
        actions={
          data ? (
            <>
              <span className="gr-visually-hidden">{t.statusLabel}</span>
              <StatusTag value={String(data.status)} map={SURVEY_STATUS} />
              <Button icon={<IconRefresh aria-hidden="true" />} loading={state.loading} onClick={refresh}>
                {t.refresh}
              </Button>
              <Link className="semi-button semi-button-tertiary semi-button-light gr-survey-link-button" to={editorPath({ id: data.id })}>
                <span className="semi-button-content">{t.edit}</span>
              </Link>
              <ExportButton request={exportRequest} fallbackName={t.exportName(data.title)} text={t.export} disabled={data.total === 0} />
            </>
          ) : undefined
        }
      />
      <Spin spinning={state.loading && data !== null} wrapperClassName="gr-survey-results-body">
        {body}
      </Spin>
    </section>
  );
}
