import type { Survey, SurveyStatus } from '@greenroom/contracts';
import { formatCount, formatDateTime, type StatusMap } from '@greenroom/sdk';
import { type ListColumn, ListPage, StatusTag, useListController } from '@greenroom/sdk/kit';
import { useMemo } from 'react';
import { STATUS_NAMES, STATUS_PARAM, surveyList } from '../lists';
import { texts } from '../texts';

/** The status tags, in the page's language (texts are read when the page renders, never at module level). */
const statusMap = (): StatusMap<`${SurveyStatus}`> => ({
  0: { text: texts.status[0], color: 'grey' },
  1: { text: texts.status[1], color: 'green' },
  2: { text: texts.status[2], color: 'orange' },
});

/** The list's columns, in the page's language. */
const columnsOf = (STATUS = statusMap()): readonly ListColumn<Survey, never>[] => [
  { key: 'title', title: texts.list.columns.title, fixed: true, width: 300, render: (survey) => survey.title },
  { key: 'status', title: texts.list.columns.status, width: 100, render: (survey) => <StatusTag value={String(survey.status)} map={STATUS} /> },
  { key: 'answerCount', title: texts.list.columns.answers, align: 'right', width: 100, render: (survey) => formatCount(survey.answerCount) },
  { key: 'answersToday', title: texts.list.columns.answersToday, align: 'right', width: 100, render: (survey) => formatCount(survey.answersToday) },
  { key: 'createdAt', title: texts.list.columns.createdAt, width: 160, render: (survey) => formatDateTime(survey.createdAt) },
];

/**
 * `/labs/__ID__`: the organiser's surveys from `GET /api/survey/list` of the reference server,
 * declared with the kit: search, status filter and created days in the address, paging, column
 * settings, 暂无数据 and 重试. The call, its query and its answer are typed by `@greenroom/contracts`.
 */
export default function PluginPascalListPage() {
  const columns = useMemo(() => columnsOf(), []);
  const controller = useListController({ source: surveyList });
  return (
    <ListPage
      title={texts.title}
      listId="__ID__.surveys"
      controller={controller}
      columns={columns}
      rowName={(survey) => survey.title}
      search={texts.list.search}
      filters={[
        {
          name: 'status',
          label: texts.list.statusLabel,
          allText: texts.list.allStatus,
          options: STATUS_NAMES.map((name) => ({ value: name, label: texts.status[STATUS_PARAM[name]] })),
        },
      ]}
      dateRange
      errorText={texts.list.loadFailed}
      emptyText={texts.list.empty}
    />
  );
}
