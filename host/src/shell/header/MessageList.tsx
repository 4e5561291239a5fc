import Button from '@douyinfe/semi-ui/lib/es/button';
import { MESSAGE_FIRST_PAGE, MESSAGE_UNREAD, messageDate, messageProductId, type SystemMessage } from '@greenroom/core';
import { EmptyState, Loading, SafeHtml } from '@greenroom/sdk';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { productById } from '../../products/catalogue';
import { useHost } from '../../services/hostContext';
import { LoadMore } from './LoadMore';
import { headerTexts as t } from './texts';

/** A message's label: its title, prefixed with the product it is about (SPEC §3 "System message"). */
export function messageLabel(message: Pick<SystemMessage, 'title' | 'photoLive'>): string {
  return t.messageLabel(productById(messageProductId(message))?.title ?? '', message.title);
}

function UnreadDot() {
  return <span className="gr-unread-dot" role="img" aria-label={t.unread} />;
}

/**
 * The messages of the bell's popover (SPEC §2, §4): the first message in full (date and sanitized
 * content), the others as titles with a red dot while unread; opening one shows it in full and tags
 * it read. A load-more button while pages remain, 暂无数据 when there are none.
 */
export function MessageList() {
  const { messages, messagePopover } = useHost();
  const state = useSnapshot(messages.state);
  const { openedId, reveal } = useSnapshot(messagePopover.state);
  const list = useRef<HTMLOListElement>(null);
  const neverLoaded = state.pageNum < MESSAGE_FIRST_PAGE;

  // The list loads on start (main.tsx); if that failed, opening the popover tries again.
  useLayoutEffect(() => {
    if (messages.state.pageNum < MESSAGE_FIRST_PAGE && !messages.state.loading) void messages.start();
  }, [messages]);

  // A message opened from elsewhere (the console home) is brought into view and focused once listed.
  const listed = state.list.length;
  useEffect(() => {
    if (reveal === null || !listed) return;
    const item = [...(list.current?.children ?? [])].find((li) => (li as HTMLElement).dataset.messageId === String(reveal));
    const title = item?.querySelector<HTMLElement>('.gr-message-title');
    if (!title) return;
    messagePopover.state.reveal = null;
    title.scrollIntoView?.({ block: 'nearest' });
    title.focus({ preventScroll: true });
  }, [reveal, listed, messagePopover]);

  function open(message: SystemMessage) {
    messagePopover.toggleMessage(message.id);
    void messages.open(message);
  }

  return (
    <>
      {state.list.length === 0 ? (
        state.loading ? (
          <Loading />
        ) : (
          <EmptyState size="default">
            {neverLoaded && (
              <Button size="small" onClick={() => void messages.start()}>
                {t.reload}
              </Button>
            )}
          </EmptyState>
        )
      ) : (
        <ol className="gr-message-list" ref={list}>
          {state.list.map((message, index) => {
            const full = index === 0 || openedId === message.id;
            const unread = message.isRead === MESSAGE_UNREAD;
            return (
              <li
                key={message.id}
                className={full ? 'gr-message gr-message-full' : 'gr-message'}
                data-read={unread ? 'false' : 'true'}
                data-message-id={message.id}
              >
                <button
                  type="button"
                  className="gr-message-title"
                  aria-expanded={index === 0 ? undefined : full}
                  onClick={() => open(message as SystemMessage)}
                >
                  {unread && <UnreadDot />}
                  <span>{messageLabel(message)}</span>
                </button>
                {full && (
                  <div className="gr-message-body">
                    <time className="gr-pop-hint" dateTime={messageDate(message.stime)}>
                      {messageDate(message.stime)}
                    </time>
                    <SafeHtml html={message.content} className="gr-message-content" />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {!state.finished && state.list.length > 0 && <LoadMore loading={state.loading} onLoad={() => void messages.loadMore()} />}
    </>
  );
}
