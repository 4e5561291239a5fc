import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../src/testing';

describe('fake envelope client follows the real one', () => {
  it('code not 0 toasts msg and is not ok', async () => {
    const services = createFakeServices({ http: { 'GET /api/worker/qrCodeAndPhone': { code: 500, msg: '暂无客服' } } });
    const result = await services.http('/api/worker').get('/qrCodeAndPhone');
    expect(result).toMatchObject({ ok: false, code: 500 });
    expect(services.toasts).toEqual([{ type: 'error', text: '暂无客服' }]);
  });

  it('a silent request (SPEC §8 contact QR) is not ok and shows no toast', async () => {
    const services = createFakeServices({ http: { 'GET /api/worker/qrCodeAndPhone': { code: 500, msg: '暂无客服' } } });
    const result = await services.http('/api/worker').get('/qrCodeAndPhone', { silent: true });
    expect(result).toMatchObject({ ok: false, code: 500, msg: '暂无客服' });
    expect(services.toasts).toEqual([]);
  });
});
