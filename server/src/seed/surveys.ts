/**
 * Demo questionnaires of `demo` and `demo2` (/api/survey): drafts, collecting and closed ones, with
 * real questions of every kind (single and multiple choice, text, rating 1–5), some counted by
 * cookie and some by phone, and real answer sheets (issue 23). Each published survey has 12–60
 * sheets (bounded, so the seed stays fast), spread over its last collecting days (at most 7): a
 * collecting survey is answered today, a closed one before the day it closed. `answer_count` is the
 * number of its sheets and `survey_daily_answers` their count per China calendar day, as a
 * respondent's sheet writes them (modules/survey/surveyAnswer.ts).
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database, StoredSurveyAnswers, StoredSurveyQuestion, SurveyAnswersTable, SurveyIdentify, SurveyStatus } from '../db/schema';
import { chinaDay } from '../lib/days';
import { sha256 } from '../lib/security';
import { createRandom, type Random } from './prng';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** A question before its key is given (`q1`, `q2`… in order; options `a`, `b`…). */
type Draft =
  | { kind: 'single' | 'multiple'; title: string; required?: boolean; options: string[] }
  | { kind: 'text'; title: string; required?: boolean; multiline?: boolean; answers: string[] }
  | { kind: 'rating'; title: string; required?: boolean };

const SUGGESTIONS = [
  '整体很好，继续保持',
  '希望下次能提前一周发布通知',
  '内容很实用，收获很多',
  '希望增加互动环节',
  '停车不太方便，建议提供交通指引',
  '讲师讲得很清楚，节奏合适',
  '期待下一次活动',
  '茶歇可以更丰富一些',
  '流程安排紧凑，体验很好',
  '签到排队时间有点长',
];

/** Questions any feedback survey may ask, in the order a survey takes them (after its own). */
const POOL: Draft[] = [
  { kind: 'rating', title: '您对本次的整体满意度', required: true },
  { kind: 'single', title: '您是如何得知我们的？', required: true, options: ['朋友推荐', '微信公众号', '官方网站', '线下海报', '其他'] },
  { kind: 'multiple', title: '您最看重哪些方面？', required: true, options: ['内容质量', '服务态度', '价格', '环境', '便利性'] },
  { kind: 'text', title: '您还有哪些意见或建议？', multiline: true, answers: SUGGESTIONS },
  { kind: 'single', title: '您的年龄段', options: ['18 岁以下', '18–25 岁', '26–35 岁', '36–45 岁', '46 岁以上'] },
  { kind: 'rating', title: '您向朋友推荐我们的可能性' },
  { kind: 'single', title: '您是第几次参加我们的活动？', options: ['第一次', '2–3 次', '4 次及以上'] },
  { kind: 'multiple', title: '您希望增加哪些内容？', options: ['专题讲座', '互动环节', '茶歇交流', '抽奖福利', '线上回放'] },
  { kind: 'rating', title: '工作人员的服务', required: true },
  { kind: 'single', title: '您的职业', options: ['学生', '企业职员', '自由职业', '公务员', '其他'] },
  { kind: 'text', title: '印象最深的一点', multiline: true, answers: ['现场气氛很热烈', '嘉宾分享很精彩', '抽奖环节', '场地布置很用心', '伴手礼很贴心'] },
  { kind: 'single', title: '您是否愿意再次参加？', required: true, options: ['愿意', '看情况', '不愿意'] },
  { kind: 'rating', title: '时间与流程安排' },
  { kind: 'multiple', title: '您常用的信息渠道', options: ['微信', '微博', '抖音', '小红书', '邮件'] },
  { kind: 'text', title: '您的称呼（选填）', answers: ['张先生', '李女士', '王老师', '小陈', '刘同学', '赵经理'] },
];

/** Surveys with questions of their own (the rest of their count comes from the pool). */
const OWN: Record<string, Draft[]> = {
  年会节目投票: [
    {
      kind: 'single',
      title: '你最喜爱的节目',
      required: true,
      options: ['开场舞《启航》', '相声《年终总结》', '合唱《追梦人》', '小品《加班夜》', '魔术《消失的报表》'],
    },
    { kind: 'rating', title: '本届年会整体评分', required: true },
    { kind: 'text', title: '对明年年会的建议', multiline: true, answers: ['节目可以再多一些', '希望增加抽奖名额', '场地可以再大一点', '很满意'] },
  ],
  展会观众登记问卷: [
    { kind: 'text', title: '姓名', required: true, answers: ['陈晓', '林雨', '周杰', '吴敏', '郑磊', '孙悦'] },
    { kind: 'text', title: '单位名称', required: true, answers: ['星河科技', '东方传媒', '蓝海贸易', '青禾教育', '云帆物流'] },
    { kind: 'single', title: '所属行业', required: true, options: ['制造', '互联网', '教育', '金融', '其他'] },
    { kind: 'multiple', title: '感兴趣的展区', required: true, options: ['智能硬件', '数字营销', '企业服务', '新能源'] },
    { kind: 'single', title: '获知展会的渠道', options: ['行业媒体', '朋友推荐', '邀请函', '社交媒体'] },
  ],
  志愿者招募报名表: [
    { kind: 'text', title: '姓名', required: true, answers: ['何静', '马超', '高远', '罗琳', '梁爽', '宋佳'] },
    { kind: 'single', title: '性别', required: true, options: ['男', '女'] },
    { kind: 'single', title: '可服务时段', required: true, options: ['比赛日全天', '比赛日上午', '赛前物资发放'] },
    { kind: 'multiple', title: '意向岗位', required: true, options: ['补给站', '起终点引导', '医疗协助', '物资发放', '摄影记录'] },
  ],
  婚礼宾客回执: [
    { kind: 'single', title: '是否出席', required: true, options: ['准时出席', '无法出席'] },
    { kind: 'single', title: '同行人数', required: true, options: ['1 人', '2 人', '3 人及以上'] },
    { kind: 'multiple', title: '饮食禁忌', options: ['不吃辣', '素食', '清真', '海鲜过敏'] },
    { kind: 'text', title: '给新人的祝福', multiline: true, answers: ['百年好合，永结同心！', '新婚快乐，早生贵子', '祝你们幸福美满', '执子之手，与子偕老'] },
  ],
  亲子活动报名: [
    { kind: 'text', title: '家长姓名', required: true, answers: ['王芳', '李强', '张丽', '刘洋', '陈静'] },
    { kind: 'single', title: '孩子年龄', required: true, options: ['3–5 岁', '6–8 岁', '9–12 岁'] },
    { kind: 'single', title: '参加场次', required: true, options: ['周六上午', '周六下午', '周日上午'] },
    { kind: 'multiple', title: '希望体验的项目', options: ['手工', '绘本', '科学小实验', '户外游戏'] },
    { kind: 'text', title: '备注', multiline: true, answers: ['孩子对花生过敏', '需要儿童座椅', '两个孩子一起参加'] },
  ],
};

interface SeedSurvey {
  title: string;
  description: string;
  status: SurveyStatus;
  questions: number;
  identify?: SurveyIdentify;
}

const SURVEYS: Record<string, SeedSurvey[]> = {
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
    { title: '展会观众登记问卷', description: '现场扫码登记，领取参观证。', status: 2, questions: 5, identify: 'phone' },
    { title: '志愿者招募报名表', description: '城市马拉松志愿者招募。', status: 1, questions: 14, identify: 'phone' },
    { title: '食堂菜品满意度调查', description: '', status: 0, questions: 0 },
    { title: '家长开放日反馈', description: '请留下您的宝贵意见。', status: 2, questions: 6 },
  ],
  demo2: [
    { title: '婚礼宾客回执', description: '请于 5 月 20 日前回复是否出席。', status: 1, questions: 4, identify: 'phone' },
    { title: '马拉松完赛体验调查', description: '', status: 2, questions: 10 },
    { title: '策划服务满意度回访', description: '感谢选择星河活动策划。', status: 0, questions: 8 },
    { title: '亲子活动报名', description: '', status: 1, questions: 5, identify: 'phone' },
  ],
};

/** The most sheets a seeded survey has. */
const MAX_SHEETS = 60;
/** Sheets fall on a survey's last collecting days, at most this many. */
const ANSWERED_DAYS = 7;

/** The survey's `count` questions: its own first, then the pool's; keys q1…, options a…. */
function questionsOf(title: string, count: number): { stored: StoredSurveyQuestion[]; drafts: Draft[] } {
  const drafts = [...(OWN[title] ?? []), ...POOL].slice(0, count);
  const stored = drafts.map((draft, index): StoredSurveyQuestion => {
    const base = { key: `q${index + 1}`, title: draft.title, required: draft.required ?? false };
    if (draft.kind === 'text') return { kind: 'text', ...base, multiline: draft.multiline ?? false };
    if (draft.kind === 'rating') return { kind: 'rating', ...base };
    return { kind: draft.kind, ...base, options: draft.options.map((label, at) => ({ key: String.fromCharCode(97 + at), label })) };
  });
  return { stored, drafts };
}

/** One respondent's sheet: every required question, most optional ones; earlier options and high scores more often. */
function sheetOf(questions: StoredSurveyQuestion[], drafts: Draft[], random: Random): StoredSurveyAnswers {
  const sheet: StoredSurveyAnswers = {};
  questions.forEach((question, index) => {
    const draft = drafts[index] as Draft;
    if (!question.required && random.next() < (question.kind === 'text' ? 0.45 : 0.15)) return;
    if (question.kind === 'single') {
      const at = Math.floor(random.next() ** 1.6 * question.options.length);
      sheet[question.key] = (question.options[at] ?? question.options[0])?.key as string;
    } else if (question.kind === 'multiple') {
      const picked = question.options.filter((_option, at) => random.next() < 0.55 - at * 0.07).map((option) => option.key);
      sheet[question.key] = picked.length > 0 ? picked : [(question.options[0] as { key: string }).key];
    } else if (question.kind === 'rating') {
      sheet[question.key] = random.pick([5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1]);
    } else if (draft.kind === 'text') {
      sheet[question.key] = random.pick(draft.answers);
    }
  });
  return sheet;
}

/** When each of `count` sheets came: in the survey's last collecting days; a collecting survey's first few today. */
function sheetTimes(count: number, publishedAt: Date, closedAt: Date | null, now: Date, random: Random): Date[] {
  const end = closedAt ?? now;
  const from = Math.max(publishedAt.getTime(), end.getTime() - ANSWERED_DAYS * DAY);
  const span = end.getTime() - from;
  const times: number[] = [];
  if (!closedAt) {
    const today = Math.max(Date.parse(`${chinaDay(now)}T00:00:00+08:00`), publishedAt.getTime());
    for (let i = random.int(1, 5); i > 0 && times.length < count; i--) times.push(today + Math.floor(random.next() * (now.getTime() - today)));
  }
  while (times.length < count) times.push(from + Math.floor(random.next() * span));
  return times.sort((a, b) => a - b).map((time) => new Date(time));
}

/** A respondent's phone number: 11 digits, one per sheet of a survey. */
const phoneOf = (surveyId: number, n: number) => `1${3 + (surveyId % 7)}${String(surveyId % 1000).padStart(3, '0')}${String(10_000 + n * 37).padStart(6, '0')}`;

export async function seedSurveys(trx: Transaction<Database>, now: Date): Promise<number> {
  const random = createRandom(7007);
  const startOfToday = Date.parse(`${chinaDay(now)}T00:00:00+08:00`);
  const users = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', Object.keys(SURVEYS)).execute();
  const planned = users.flatMap((user) =>
    (SURVEYS[user.username] ?? []).map((survey, index) => {
      const createdAt = new Date(now.getTime() - (index * 6 + random.int(0, 5)) * DAY - random.int(1, 23) * HOUR);
      // Published before now; closed before today (a closed survey has no answers today).
      const publishedAt = survey.status === 0 ? null : new Date(Math.min(createdAt.getTime() + random.int(1, 48) * HOUR, now.getTime() - HOUR / 2));
      const closedAt = survey.status === 2 && publishedAt ? new Date(Math.min(publishedAt.getTime() + random.int(2, 5) * DAY, startOfToday - HOUR)) : null;
      const sheets = survey.status === 0 ? 0 : random.int(12, MAX_SHEETS);
      const { stored, drafts } = questionsOf(survey.title, survey.questions);
      return {
        drafts,
        sheets,
        row: {
          owner_id: user.id,
          title: survey.title,
          description: survey.description,
          status: survey.status,
          identify: survey.identify ?? 'cookie',
          questions: JSON.stringify(stored),
          question_count: stored.length,
          answer_count: sheets,
          created_at: createdAt,
          updated_at: closedAt ?? publishedAt ?? createdAt,
          published_at: publishedAt,
          closed_at: closedAt,
        },
      };
    }),
  );
  if (planned.length === 0) return 0;
  const inserted = await trx
    .insertInto('surveys')
    .values(planned.map((plan) => plan.row))
    .returning(['id', 'owner_id', 'identify', 'questions', 'published_at', 'closed_at'])
    .execute();

  const sheets: Insertable<SurveyAnswersTable>[] = [];
  const days = new Map<string, { survey_id: number; owner_id: number; day: string; answers: number }>();
  inserted.forEach((survey, at) => {
    const plan = planned[at];
    if (!plan || !survey.published_at || plan.sheets === 0) return;
    const answers = createRandom(9000 + at);
    sheetTimes(plan.sheets, survey.published_at, survey.closed_at, now, answers).forEach((time, n) => {
      sheets.push({
        survey_id: survey.id,
        owner_id: survey.owner_id,
        respondent: survey.identify === 'phone' ? `phone:${phoneOf(survey.id, n)}` : `cookie:${sha256(`seed-${survey.id}-${n}`)}`,
        answers: JSON.stringify(sheetOf(survey.questions, plan.drafts, answers)),
        created_at: time,
      });
      const day = chinaDay(time);
      const key = `${survey.id} ${day}`;
      const entry = days.get(key) ?? { survey_id: survey.id, owner_id: survey.owner_id, day, answers: 0 };
      entry.answers += 1;
      days.set(key, entry);
    });
  });
  if (sheets.length > 0) await trx.insertInto('survey_answers').values(sheets).execute();
  if (days.size > 0)
    await trx
      .insertInto('survey_daily_answers')
      .values([...days.values()])
      .execute();
  return planned.length;
}
