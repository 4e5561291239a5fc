/**
 * Issue 29 §2: the server's messages follow the session's language. Every Chinese message the
 * server and the contracts can produce has English (a walk of the sources, messageSources.ts), and
 * real calls answer their envelope's `msg` in English when `Accept-Language` asks for it — in
 * parallel with Chinese ones.
 */
import path from 'node:path';
import { hasEnglish, translateMessage } from '@greenroom/contracts/messagesEn';
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';
import { sourceMessages } from './messageSources';

const HAN = /\p{Script=Han}/u;

/** How a message of each kind reaches the envelope. */
const WRAPS = {
  message: (text: string) => [text],
  reason: (text: string) => [text, `参数错误：field ${text}`],
  issue: (text: string) => [`参数错误：${text}`],
};
const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('issue 29 §2: one English table for every server message', () => {
  const messages = sourceMessages(repoRoot);

  it("finds the messages of the modules, the envelope, validation and the contracts' schemas", () => {
    expect(messages.length).toBeGreaterThan(150);
    const texts = messages.map((message) => message.text);
    for (const known of ['数据不存在或无权访问', '请输入标题', '问卷已结束', '不能包含换行或控制字符', '请求过于频繁，请稍后再试']) {
      expect(texts).toContain(known);
    }
  });

  it('every message has English (a reason also inside 参数错误：<field> <reason>)', () => {
    const missing = messages
      .flatMap((message) => WRAPS[message.kind](message.text).map((text) => ({ ...message, text })))
      // English, and with ASCII punctuation only (no ，。：；（）「」、 left from the Chinese).
      .filter((message) => !hasEnglish(message.text) || /[，。：；（）「」、]/.test(translateMessage(message.text, 'en-US')))
      .map((message) => `${message.where}  ${message.text}  →  ${translateMessage(message.text, 'en-US')}`);
    expect(missing).toEqual([]);
  });

  it('Chinese stays Chinese; English reads as English', () => {
    expect(translateMessage('数据不存在或无权访问', 'zh-CN')).toBe('数据不存在或无权访问');
    expect(translateMessage('参数错误：pageSize 不能大于 100；title 请输入标题', 'en-US')).toBe(
      'Invalid parameters: pageSize must not be greater than 100; title Enter a title',
    );
    expect(translateMessage('当前状态不能切换到直播中（现为已结束）', 'en-US')).toBe('Cannot move to "Live" (currently "Ended")');
    expect(translateMessage('文件不能超过 512 字节', 'en-US')).toBe('A file can be at most 512 bytes');
    expect(translateMessage('user data 不是消息', 'en-US')).toBe('user data 不是消息');
  });
});

describe("issue 29 §2: real calls answer in the request's language", () => {
  const signedIn = signedInApp();
  const EN = 'en-US,en;q=0.9';
  const ZH = 'zh-CN,zh;q=0.9,en;q=0.8';

  const send = async (
    method: 'GET' | 'POST',
    url: string,
    language: string | undefined,
    options: { cookie?: string; body?: unknown; contentType?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (language) headers['accept-language'] = language;
    const cookie = options.cookie === undefined ? signedIn.demo : options.cookie;
    if (cookie) headers.cookie = cookie;
    if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    const response = await signedIn.app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() as { code: number; msg: string } };
  };

  it("a 404 (another account's id, an unknown call), a 401 and a validation error, in English", async () => {
    const missing = await send('GET', '/api/survey/999999', EN);
    expect(missing.body).toMatchObject({ code: 404, msg: 'Not found, or you do not have access to it' });
    const unknown = await send('GET', '/api/no-such-call', EN);
    expect(unknown.body).toMatchObject({ code: 404, msg: 'No such API call' });
    const signedOut = await send('GET', '/api/user/getUserInfo', EN, { cookie: '' });
    expect(signedOut).toMatchObject({ status: 401, body: { code: 401, msg: 'Your session has expired. Please sign in again.' } });
    const invalid = await send('GET', '/api/survey/list?pageNum=1&pageSize=1000', EN);
    expect(invalid.body.code).toBe(400);
    expect(invalid.body.msg).toBe('Invalid parameters: pageSize must not be greater than 100');
    const schema = await send('POST', '/api/survey', EN, {
      body: { title: '', description: '', identify: 'cookie', questions: [], requestKey: 'abcdefghijklmnop' },
    });
    expect(schema.body.code).toBe(400);
    expect(schema.body.msg).toMatch(/^Invalid parameters: /);
    expect(schema.body.msg).not.toMatch(HAN);
    // Refused by the router before any route (a path parameter over its length) and by the hooks.
    const longPath = await send('GET', `/api/survey/${'1'.repeat(600)}`, EN);
    expect(longPath.body).toMatchObject({ code: 400, msg: 'Request address too long' });
    const badQuery = await send('GET', '/api/survey/list?x=%zz', EN);
    expect(badQuery.body).toMatchObject({ code: 400, msg: 'Malformed request address' });
    const badJson = await send('POST', '/api/user/preferences', EN, { body: '{bad' });
    expect(badJson.body).toMatchObject({ code: 400, msg: 'Malformed request' });
    const success = await send('GET', '/api/user/getUserInfo', EN);
    expect(success.body).toMatchObject({ code: 0, msg: 'Success' });
  });

  it('an upload refusal in English', async () => {
    const noFile = await send('POST', '/api/upload/image', EN, { body: {} });
    expect(noFile.body.code).toBe(400);
    expect(noFile.body.msg).toBe('Choose an image to upload (form field "file")');
    const tus = await send('POST', '/api/upload/files', EN, { body: '', contentType: 'application/offset+octet-stream' });
    expect(tus.body.msg).not.toMatch(HAN);
  });

  it('requests in both languages in parallel each get their own', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => {
        const language = index % 3 === 0 ? EN : index % 3 === 1 ? ZH : undefined;
        return send('GET', index % 2 ? '/api/survey/999999' : '/api/survey/list?pageSize=0', language).then((answer) => ({ language, index, answer }));
      }),
    );
    for (const { language, index, answer } of answers) {
      const english = language === EN;
      if (index % 2) expect(answer.body.msg).toBe(english ? 'Not found, or you do not have access to it' : '数据不存在或无权访问');
      else expect(answer.body.msg).toBe(english ? 'Invalid parameters: pageSize must not be less than 1' : '参数错误：pageSize 不能小于 1');
    }
  });

  it("the public pages' calls stay Chinese (the audience's pages are Chinese)", async () => {
    const answer = await send('GET', '/api/public/survey/999999', EN, { cookie: '' });
    expect(answer.body.msg).toMatch(HAN);
  });
});
