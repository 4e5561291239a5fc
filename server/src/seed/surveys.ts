/**
 * Demo questionnaires of `demo` and `demo2` (/api/survey): drafts, collecting and closed ones, and
 * how their answers fall on the last days (`survey_daily_answers`: collecting surveys answered today).
 */
import type { Transaction } from 'kysely';
import type { Database, SurveyStatus } from '../db/schema';
import { addDays, chinaDay } from '../lib/days';
import { createRandom, type Random } from './prng';

const DAY = 24 * 3600_000;

const SURVEYS: Record<string, { title: string; description: string; status: SurveyStatus; questions: number }[]> = {
  demo: [
    { title: '2024 年度客户满意度调查', description: '感谢您一年来的支持，请花 3 分钟告诉我们您的感受。', status: 1, questions: 12 },
    { title: '年会节目投票', description: '为你最喜爱的节目投上一票。', status: 2, questions: 3 },
    { title: '春季新品发布会报名意向', description: '收集到场意向与餐饮需求。', status: 1, questions: 8 },
    { title: '直播观众画像调研', description: '了解观众的年龄、行业与观看习惯。', status: 0, questions: 15 },
    { title: '员工培训效果评估', description: '请对本期培训的内容与讲师进行评价。', status: 2, questions: 10 },
    { title: '门店服务质量回访', description: '', status: 1, questions: 6 },
    { title: '开发者大会议题征集', description: '你最想听到哪些主题？', status: 0, questions: 0 },
    { title: '新品口味偏好调查', description: '参与即可获得优惠券一张。', status: 2, questions: 9 },
    { title: '会员权益需求调研', description: '', status: 0, questions: 7 },
    { title: '线上课程满意度调查', description: '帮助我们把课程做得更好。', status: 1, questions: 11 },
    { title: '展会观众登记问卷', description: '现场扫码登记，领取参观证。', status: 2, questions: 5 },
    { title: '志愿者招募报名表', description: '城市马拉松志愿者招募。', status: 1, questions: 14 },
    { title: '食堂菜品满意度调查', description: '', status: 0, questions: 0 },
    { title: '家长开放日反馈', description: '请留下您的宝贵意见。', status: 2, questions: 6 },
  ],
  demo2: [
    { title: '婚礼宾客回执', description: '请于 5 月 20 日前回复是否出席。', status: 1, questions: 4 },
    { title: '马拉松完赛体验调查', description: '', status: 2, questions: 10 },
    { title: '策划服务满意度回访', description: '感谢选择星河活动策划。', status: 0, questions: 8 },
    { title: '亲子活动报名', description: '', status: 1, questions: 5 },
  ],
};

export async function seedSurveys(trx: Transaction<Database>, now: Date): Promise<number> {
  const random = createRandom(7007);
  const users = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', Object.keys(SURVEYS)).execute();
  const rows = users.flatMap((user) =>
    (SURVEYS[user.username] ?? []).map((survey, index) => {
      const createdAt = new Date(now.getTime() - (index * 6 + random.int(0, 5)) * DAY - random.int(1, 23) * 3600_000);
      const publishedAt = survey.status === 0 ? null : new Date(createdAt.getTime() + random.int(1, 48) * 3600_000);
      const closedAt = survey.status === 2 && publishedAt ? new Date(publishedAt.getTime() + random.int(2, 5) * DAY) : null;
      return {
        owner_id: user.id,
        title: survey.title,
        description: survey.description,
        status: survey.status,
        question_count: survey.questions,
        answer_count: survey.status === 0 ? 0 : random.int(12, 1800),
        created_at: createdAt,
        updated_at: closedAt ?? publishedAt ?? createdAt,
        published_at: publishedAt,
        closed_at: closedAt,
      };
    }),
  );
  if (rows.length === 0) return 0;
  const inserted = await trx.insertInto('surveys').values(rows).returning(['id', 'owner_id', 'status', 'answer_count', 'published_at', 'closed_at']).execute();
  const days = inserted.flatMap((survey) => dailyAnswers(survey, now, createRandom(9000 + survey.id)));
  if (days.length > 0) await trx.insertInto('survey_daily_answers').values(days).execute();
  return rows.length;
}

type DailyAnswers = { survey_id: number; owner_id: number; day: string; answers: number };

/** Days a survey is answered before `now`, at most this many (newest first). */
const ANSWERED_DAYS = 7;

/**
 * How a survey's answers fall on its last collecting days, newest first: a collecting survey is
 * answered today, a closed one up to the day it closed; the days never add up to more than
 * `answer_count` (the rest came earlier).
 */
function dailyAnswers(
  survey: { id: number; owner_id: number; status: SurveyStatus; answer_count: number; published_at: Date | null; closed_at: Date | null },
  now: Date,
  random: Random,
): DailyAnswers[] {
  if (!survey.published_at) return [];
  const last = chinaDay(survey.closed_at ?? now);
  const first = chinaDay(survey.published_at);
  const out: DailyAnswers[] = [];
  let left = survey.answer_count;
  for (let back = 0; back < ANSWERED_DAYS && left > 0; back++) {
    const day = addDays(last, -back);
    if (day < first) break;
    const answers = Math.min(left, random.int(1, 60));
    left -= answers;
    out.push({ survey_id: survey.id, owner_id: survey.owner_id, day, answers });
  }
  return out;
}
