import { describe, expect, it, vi } from 'vitest';
import { stripTicket } from '../src/startup';

describe('ticket on the page address (SPEC §2)', () => {
  it('reloads at the same address without the query string, keeping path and hash', () => {
    const reload = vi.fn();
    const reloaded = stripTicket({ href: 'https://admin.greenroom.example/admin/data/shop?ticket=ST-1-abc&from=sso#top' }, reload);
    expect(reloaded).toBe(true);
    expect(reload).toHaveBeenCalledExactlyOnceWith('https://admin.greenroom.example/admin/data/shop#top');
  });

  it('does nothing when there is no ticket', () => {
    const reload = vi.fn();
    expect(stripTicket({ href: 'http://localhost:3000/admin/basic?tab=1' }, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('an empty ticket parameter still counts as a ticket', () => {
    const reload = vi.fn();
    expect(stripTicket({ href: 'http://localhost:3000/admin/?ticket=' }, reload)).toBe(true);
    expect(reload).toHaveBeenCalledWith('http://localhost:3000/admin/');
  });
});
