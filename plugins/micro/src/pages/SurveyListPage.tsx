import type { Survey } from '@greenroom/contracts';
import { formatCount, formatDateTime, pathUnder, useApi, useConfig, useNotify, useRouteRef } from '@greenroom/sdk';
import { ButtonLink, type ListColumn, ListPage, StatusTag, useConfirmedAction, useCopyLink, useListController } from '@greenroom/sdk/kit';
import { useMemo, useState } from 'react';
import { SURVEY_STATUS_NAMES, SURVEY_STATUS_PARAM, surveyList } from '../lists';
import { NEW_SURVEY, surveyEditorRef, surveyResultsRef } from '../routes';
import { SURVEY_MOVE, SURVEY_STATUS } from '../status';
import { texts } from '../texts';

/** The envelope code of a move the survey's current state does not allow (server/docs/api.md). */
const ILLEGAL_MOVE = 409;

/** The list's columns, in the page's language (built per render: issue 29). */
const columnsOf = (): readonly ListColumn<Survey, never>[] => [
  {
    key: 'title',
    title: texts.survey.columns.title,
    fixed: true,
    width: 280,
    render: (survey) => (
      <>
        <div>{survey.title}</div>
        {survey.description ? <div className="gr-muted">{survey.description}</div> : null}
      </>
    ),
  },
  { key: 'status', title: texts.survey.columns.status, width: 90, render: (survey) => <StatusTag value={String(survey.status)} map={SURVEY_STATUS} /> },
  { key: 'questionCount', title: texts.survey.columns.questions, align: 'right', width: 80, render: (survey) => formatCount(survey.questionCount) },
  { key: 'answerCount', title: texts.survey.columns.answers, align: 'right', width: 90, render: (survey) => formatCount(survey.answerCount) },
  { key: 'answersToday', title: texts.survey.columns.answersToday, align: 'right', width: 90, render: (survey) => formatCount(survey.answersToday) },
  { key: 'createdAt', title: texts.survey.columns.createdAt, width: 150, render: (survey) => formatDateTime(survey.createdAt) },
];

/**
 * `/activity/other/question`: the organiser's surveys — search, status, created days; 新建问卷, and on
 * each row 编辑 and 查看结果 (links to the survey's editor and results in this tab), then under 更多
 * the one status move the server allows (发布 a draft, 结束 a collecting survey, 重新开启 a closed
 * one), updated in place, 复制链接 of a published survey's answer page, and 删除; a collecting survey
 * must be closed before it can be deleted.
 */
export default function SurveyListPage() {
  const api = useApi();
  const notify = useNotify();
  const config = useConfig();
  const copy = useCopyLink();
  const editorPath = useRouteRef(surveyEditorRef);
  const resultsPath = useRouteRef(surveyResultsRef);
  const { confirm, dialog } = useConfirmedAction();
  const [moving, setMoving] = useState<ReadonlySet<number>>(new Set());
  const columns = useMemo(columnsOf, []);
  const controller = useListController({ source: surveyList });

  /** Asks for the move to `to` (never a blind toggle: a survey changed elsewhere is refused, not flipped back). */
  const moveTo = async (survey: Survey, to: 1 | 2) => {
    setMoving((ids) => new Set(ids).add(survey.id));
    const result = await api.put('/api/survey/status/{id}', { path: { id: survey.id }, query: { status: to } });
    setMoving((ids) => new Set([...ids].filter((id) => id !== survey.id)));
    if (result.ok) controller.updateRow(survey.id, () => result.data);
    // Refused because the row is out of date (moved in another tab): show where it stands now.
    else if (result.code === ILLEGAL_MOVE) controller.refetch();
    return result;
  };

  const move = (survey: Survey) => {
    const next = SURVEY_MOVE[survey.status];
    if (next.to === 2) {
      confirm({
        title: texts.survey.closeTitle,
        content: texts.survey.closeText(survey.title),
        okText: texts.survey.close,
        danger: false,
        action: () => moveTo(survey, 2),
        successText: texts.survey[next.done],
      });
      return;
    }
    void moveTo(survey, next.to).then((result) => result.ok && notify.success(texts.survey[next.done]));
  };

  return (
    <ListPage
      title={texts.survey.title}
      actions={
        <ButtonLink to={surveyEditorRef} params={{ id: NEW_SURVEY }}>
          {texts.survey.create}
        </ButtonLink>
      }
      listId="micro.surveys"
      controller={controller}
      columns={columns}
      rowName={(survey) => survey.title}
      search={texts.survey.search}
      filters={[
        {
          name: 'status',
          label: texts.survey.statusLabel,
          allText: texts.survey.allStatus,
          options: SURVEY_STATUS_NAMES.map((name) => ({ value: name, label: texts.status[SURVEY_STATUS_PARAM[name]] })),
        },
      ]}
      dateRange
      errorText={texts.survey.loadFailed}
      emptyText={texts.survey.empty}
      // 编辑 and 查看结果 in the row, the state move, 复制链接 and 删除 under 更多: every column shows at
      // 1366 px (issue 25; the survey's editor offers the same move beside its 保存).
      inlineActions={3}
      // 编辑 查看结果 更多 in Chinese; Edit and More in English, whose View results would leave 创建时间 under 操作 at 1366 px.
      actionsWidth={176}
      rowActions={(survey) => [
        { key: 'edit', text: texts.survey.edit, href: (row) => editorPath({ id: row.id }) },
        { key: 'results', text: texts.survey.results, href: (row) => resultsPath({ id: row.id }) },
        { key: 'move', text: texts.survey[SURVEY_MOVE[survey.status].text], onClick: move, disabledReason: (row) => moving.has(row.id) && texts.survey.moving },
        // The list row carries no public address: the answer page is `/survey/{id}` on the survey product's host (the detail's publicUrl).
        ...(survey.status === 0
          ? []
          : [
              {
                key: 'copy',
                text: texts.survey.copyLink,
                onClick: (row: Survey) => void copy(pathUnder(config.products.survey.base, `survey/${row.id}`), texts.survey.link),
              },
            ]),
      ]}
      remove={{
        what: texts.survey.what,
        one: (survey, { batch }) => api.delete('/api/survey/{id}', { path: { id: survey.id }, silent: batch }),
        blocked: (survey) =>
          survey.status === 1 && {
            text: texts.survey.closeFirst(survey.title),
            okText: texts.survey.closeFirstOk,
            action: () => moveTo(survey, 2),
            successText: texts.survey.closed,
          },
      }}
    >
      {dialog}
    </ListPage>
  );
}
