import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_DESKTOP_BREAKPOINT, CHAT_POPUP_HEIGHT, CHAT_POPUP_WIDTH, type ChatPage, openOverseasChat } from '../src/overseas/chatBridge';

const links = { desktop: 'https://chat.example/desktop', mobile: 'https://chat.example/mobile' };

function page(overrides: Partial<ChatPage> = {}) {
  const opened: { url: string; target: string; features: string }[] = [];
  const fake: ChatPage = {
    document,
    innerWidth: 1440,
    open: (url, target, features) => {
      opened.push({ url, target, features });
      return null;
    },
    ...overrides,
  };
  return { fake, opened };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('SPEC §2 "Overseas service entry": the online-chat bridge', () => {
  it('first clicks an embedded chat button when the page has one', () => {
    const button = document.createElement('button');
    button.dataset.chatButton = '';
    const click = vi.fn();
    button.addEventListener('click', click);
    document.body.append(button);
    const widget = { open: vi.fn() };
    const { fake, opened } = page({ __grChatLinks: links, __grChatWidget: widget });
    expect(openOverseasChat(fake)).toBe('button');
    expect(click).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([]);
    expect(widget.open).not.toHaveBeenCalled();
  });

  it('also finds the embedded button by its id', () => {
    const button = document.createElement('div');
    button.id = 'chat-button';
    const click = vi.fn();
    button.addEventListener('click', click);
    document.body.append(button);
    expect(openOverseasChat(page().fake)).toBe('button');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('otherwise opens the desktop pop-up of 810×670 when the window is wider than 750px', () => {
    expect([CHAT_POPUP_WIDTH, CHAT_POPUP_HEIGHT, CHAT_DESKTOP_BREAKPOINT]).toEqual([810, 670, 750]);
    const widget = { open: vi.fn() };
    const { fake, opened } = page({ innerWidth: 751, __grChatLinks: links, __grChatWidget: widget });
    expect(openOverseasChat(fake)).toBe('popup');
    expect(opened).toHaveLength(1);
    expect(opened[0].url).toBe(links.desktop);
    expect(opened[0].features).toContain('popup');
    expect(opened[0].features).toContain('width=810');
    expect(opened[0].features).toContain('height=670');
    expect(widget.open).not.toHaveBeenCalled();
  });

  it('otherwise opens the mobile link when the window is 750px wide or narrower', () => {
    const { fake, opened } = page({ innerWidth: 750, __grChatLinks: links });
    expect(openOverseasChat(fake)).toBe('mobile');
    expect(opened).toEqual([{ url: links.mobile, target: '_blank', features: 'noopener,noreferrer' }]);
  });

  it('otherwise uses the third-party chat widget', () => {
    const widget = { open: vi.fn() };
    const { fake, opened } = page({ __grChatWidget: widget });
    expect(openOverseasChat(fake)).toBe('widget');
    expect(widget.open).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([]);
  });

  it('skips a chat link that is not http(s) and moves on to the widget', () => {
    const widget = { open: vi.fn() };
    const { fake, opened } = page({ __grChatLinks: { desktop: 'javascript:alert(1)' }, __grChatWidget: widget });
    expect(openOverseasChat(fake)).toBe('widget');
    expect(opened).toEqual([]);
  });

  it('when none is found, only logs that none was found', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { fake, opened } = page();
    expect(openOverseasChat(fake)).toBe('none');
    expect(opened).toEqual([]);
    expect(info).toHaveBeenCalledWith('[overseas-chat]', expect.stringContaining('no online chat found'));
  });
});
