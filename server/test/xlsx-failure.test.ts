/**
 * Issue 13 "an export that fails": before its first byte it answers the envelope (and is logged);
 * later it cuts the transfer so the client sees an error instead of a file that looks complete.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { failure } from '../src/lib/envelope';
import { sendXlsx } from '../src/lib/xlsx';

async function* rowsFailingAfter(n: number) {
  for (let i = 0; i < n; i++) yield { name: `观众 ${i}` };
  throw new Error('connection to the database lost');
}

function appExporting(rows: () => AsyncIterable<{ name: string }>) {
  const app = Fastify();
  app.setErrorHandler((_error, _request, reply) => reply.code(500).send(failure(500, '服务器繁忙，请稍后再试')));
  app.get('/export', (_request, reply) => sendXlsx(reply, '观众', '观众', [{ header: '昵称', value: (row) => row.name }], rows()));
  return app;
}

describe('an export that fails (issue 13)', () => {
  it('before its first byte: the envelope, not a file', async () => {
    const app = appExporting(() => rowsFailingAfter(0));
    const answer = await app.inject({ method: 'GET', url: '/export' });
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json()).toMatchObject({ code: 500, msg: '服务器繁忙，请稍后再试' });
    await app.close();
  });

  it('while streaming: the transfer is cut, so the client sees an error', async () => {
    const app = appExporting(() => rowsFailingAfter(20_000));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/export`);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    await expect(response.arrayBuffer()).rejects.toThrow();
    await app.close();
  });

  it('a whole export still arrives whole', async () => {
    const app = appExporting(async function* () {
      yield { name: '张三' };
      yield { name: '李四' };
    });
    const answer = await app.inject({ method: 'GET', url: '/export' });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.subarray(0, 2).toString()).toBe('PK');
    await app.close();
  });
});
