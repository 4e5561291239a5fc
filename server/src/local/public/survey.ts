/**
 * `/survey/{id}`: a survey's public form, drawn on the server from its questions (contracts
 * surveyEdit.ts: single, multiple, text, rating; `identify` cookie | phone).
 *
 *   GET  /survey/{id}   a published survey: its questions as a form; closed: 问卷已结束; a draft or an
 *                       unknown id: not found
 *   POST /survey/{id}   the same form posted without a script: sent on, as one answer sheet, to the
 *                       JSON call below with the visitor's cookies and address, whose answer (or
 *                       Chinese refusal) the page then shows
 *
 * With scripts on, the page's one script (assets.ts, same origin, allowed by the page's CSP) posts
 * the answers as JSON to `POST /api/public/survey/{id}/answers` (modules/survey, the answers' owner:
 * validation, one sheet per respondent, the rate limit) and shows the server's message or a
 * thank-you. The survey is read straight from `surveys` (`loadSurvey`, shaped as the contract's
 * `publicSurvey`).
 */
import { type PublicSurvey, type SurveyQuestion, surveyQuestion } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { SURVEY_SCRIPT_ASSET } from './assets';
import { addressOf, type PublicServices, pageId } from './common';
import { sendNotFound, sendPublicPage, sendTooMany } from './layout';

/** A survey as its page shows it: the contract's public shape and its status (0 draft, 1 collecting, 2 closed). */
export interface LoadedSurvey {
  status: number;
  survey: PublicSurvey;
}

/** The survey `id` from the database, or null; questions that are not the contract's shape are left out. */
export async function loadSurvey(db: Kysely<Database>, id: number): Promise<LoadedSurvey | null> {
  const row = await db.selectFrom('surveys').select(['id', 'title', 'description', 'status', 'identify', 'questions']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const questions = (Array.isArray(row.questions) ? row.questions : []).flatMap((question) => {
    const parsed = surveyQuestion.safeParse(question);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    status: Number(row.status),
    survey: {
      id: row.id,
      title: row.title,
      description: row.description,
      identify: row.identify === 'phone' ? 'phone' : 'cookie',
      questions,
      open: Number(row.status) === 1,
    },
  };
}

const answersPath = (id: number) => `/api/public/survey/${id}/answers`;
const inputName = (question: SurveyQuestion) => `q-${question.key}`;

function questionHtml(question: SurveyQuestion, index: number): string {
  const name = escapeHtml(inputName(question));
  const title = `${index + 1}. ${escapeHtml(question.title)}${question.required ? '<span class="req" aria-hidden="true">*</span>' : ''}`;
  const data = `data-question="${escapeHtml(question.key)}" data-kind="${question.kind}" data-required="${question.required ? '1' : '0'}" data-title="${escapeHtml(question.title)}"`;
  if (question.kind === 'text') {
    const id = `q-${index}`;
    const input = question.multiline
      ? `<textarea id="${id}" name="${name}" maxlength="1000"${question.required ? ' required' : ''}></textarea>`
      : `<input id="${id}" type="text" name="${name}" maxlength="1000"${question.required ? ' required' : ''}>`;
    return `<div class="field" ${data}><label for="${id}">${title}</label>${input}</div>`;
  }
  const type = question.kind === 'multiple' ? 'checkbox' : 'radio';
  const choices =
    question.kind === 'rating'
      ? `<div class="rating">${[1, 2, 3, 4, 5].map((n) => `<label class="choice"><input type="radio" name="${name}" value="${n}">${n} 分</label>`).join('')}</div>`
      : question.options
          .map((option) => `<label class="choice"><input type="${type}" name="${name}" value="${escapeHtml(option.key)}">${escapeHtml(option.label)}</label>`)
          .join('');
  const hint = question.kind === 'multiple' ? '<span class="muted">（多选）</span>' : '';
  return `<fieldset class="field" ${data}><legend>${title}${hint}</legend>${choices}</fieldset>`;
}

/** The page of a survey (collecting or closed); `message`: a result to show above the form. */
export function surveyBody(survey: PublicSurvey, message?: { kind: 'error' | 'success'; text: string }): string {
  const description = survey.description
    ? `<p>${survey.description
        .split('\n')
        .map((line) => escapeHtml(line))
        .join('<br>')}</p>`
    : '';
  const head = `<section class="card">
<span class="${survey.open ? 'badge on' : 'badge'}">${survey.open ? '收集中' : '已结束'}</span>
<h1>${escapeHtml(survey.title)}</h1>
${description}
${survey.open ? `<p class="muted">共 ${survey.questions.length} 题，带 <span class="req">*</span> 的为必答题。</p>` : ''}
</section>`;
  if (!survey.open) return `${head}\n<section class="card"><p class="notice" role="status">问卷已结束，感谢您的关注。</p></section>`;
  if (message?.kind === 'success') return `${head}\n<section class="card"><p class="success" role="status">${escapeHtml(message.text)}</p></section>`;
  const phone =
    survey.identify === 'phone'
      ? '<div class="field"><label for="survey-phone">手机号<span class="req" aria-hidden="true">*</span></label><input id="survey-phone" type="tel" name="phone" inputmode="numeric" maxlength="11" autocomplete="tel" required></div>'
      : '';
  const status = message
    ? `<p id="survey-status" class="error" role="status" aria-live="polite">${escapeHtml(message.text)}</p>`
    : '<p id="survey-status" role="status" aria-live="polite" hidden></p>';
  return `${head}
<section class="card">
<form method="post" action="/survey/${survey.id}" data-survey="${answersPath(survey.id)}">
${survey.questions.map(questionHtml).join('\n')}
${phone}
<button type="submit">提交问卷</button>
</form>
${status}
</section>`;
}

/** A posted form as the answer sheet of `POST /api/public/survey/{id}/answers`. */
export function sheetOf(survey: PublicSurvey, body: unknown): { answers: Record<string, string | string[] | number>; phone?: string } {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const values = (name: string): string[] => {
    const value = form[name];
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  };
  const answers: Record<string, string | string[] | number> = {};
  for (const question of survey.questions) {
    const given = values(inputName(question))
      .map((value) => value.trim())
      .filter(Boolean);
    if (given.length === 0) continue;
    if (question.kind === 'multiple') answers[question.key] = given;
    else if (question.kind === 'rating') answers[question.key] = Number(given[0]);
    else answers[question.key] = given[0] as string;
  }
  const phone = values('phone')[0]?.trim();
  return survey.identify === 'phone' ? { answers, phone: phone ?? '' } : { answers };
}

export async function surveyPageRoutes(app: FastifyInstance, services: PublicServices): Promise<void> {
  const { ctx } = services;

  async function published(request: FastifyRequest): Promise<PublicSurvey | null> {
    const id = pageId((request.params as { id?: string }).id);
    const loaded = id === null ? null : await loadSurvey(ctx.db, id);
    // A draft is nobody's page yet.
    return loaded && loaded.status !== 0 ? loaded.survey : null;
  }

  const page = (reply: FastifyReply, status: number, survey: PublicSurvey, message?: { kind: 'error' | 'success'; text: string }) =>
    sendPublicPage(reply, status, { title: survey.title, body: surveyBody(survey, message), script: survey.open ? SURVEY_SCRIPT_ASSET.path : undefined });

  app.get('/survey/:id', async (request, reply) => {
    if (!services.pages.take(addressOf(request))) return sendTooMany(reply, services.pages.retryAfter(addressOf(request)), '打开页面的次数过多');
    const survey = await published(request);
    if (!survey) return sendNotFound(reply, 'survey');
    return page(reply, 200, survey);
  });

  app.post('/survey/:id', async (request, reply) => {
    const survey = await published(request);
    if (!survey) return sendNotFound(reply, 'survey');
    if (!survey.open) return page(reply, 409, survey);
    // Counted here: the JSON call's own limit does not count calls made inside the process.
    const key = `survey:${addressOf(request)}`;
    if (!services.surveyPosts.take(key)) return sendTooMany(reply, services.surveyPosts.retryAfter(key), '提交过于频繁');
    // The JSON call answers it, as it would the page's script: the visitor's cookies and address go with it.
    const answer = await app.inject({
      method: 'POST',
      url: answersPath(survey.id),
      remoteAddress: request.ip,
      headers: { 'content-type': 'application/json', ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) },
      payload: JSON.stringify(sheetOf(survey, request.body)),
    });
    const setCookie = answer.headers['set-cookie'];
    if (setCookie) reply.header('set-cookie', setCookie);
    let envelope: { code?: number; msg?: string } = {};
    try {
      envelope = answer.json();
    } catch {
      envelope = {};
    }
    if (envelope.code === 0) return page(reply, 200, survey, { kind: 'success', text: '提交成功，感谢您的参与！' });
    const code = envelope.code ?? answer.statusCode;
    const status = code >= 400 && code < 600 ? code : 400;
    return page(reply, status, survey, { kind: 'error', text: envelope.msg || '提交失败，请稍后重试' });
  });
}
