import Button from '@douyinfe/semi-ui/lib/es/button';
import { MESSAGE_FIRST_PAGE, MESSAGE_READ, MESSAGE_UNREAD, messageDate, messageProductId, type SystemMessage } from '@greenroom/core';
import { EmptyState, Loading, useApi } from '@greenroom/sdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { productById } from '../../products/catalogue';
import { useHost } from '../../services/hostContext';
import { texts } from '../../texts';

/** How many of the latest messages the console home shows. */
export const HOME_MESSAGE_COUNT = 5;

type State = { status: 'loading' } | { status: 'error' } | { status: 'ok'; list: SystemMessage[] };

/**
 * The latest messages of the inbox: title, product, date and an unread dot; 暂无数据 when empty. Each
 * opens as the bell opens it: in the bell's popover, shown in full, and tagged read.
 */
export function LatestMessages() {
  const api = useApi();
  const { messages, messagePopover } = useHost();
  const readInInbox = useReadInInbox();
  const { boot } = useHost();
  // The first home of a page load shows the messages the server put into the page (issue 14): read
  // in render, handed out once the home is committed (a render React discards must not use them up).
  const [booted] = useState(() => boot.peek('messages'));
  const [state, setState] = useState<State>(() => (booted ? { status: 'ok', list: booted.list ?? [] } : { status: 'loading' }));
  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ status: 'loading' });
      const result = await api.get('/api/user/sys-msg/user/list', {
        query: { pageNum: MESSAGE_FIRST_PAGE, pageSize: HOME_MESSAGE_COUNT },
        signal,
      });
      if (signal?.aborted) return;
      // The envelope client has already toasted the server's msg; here the card offers a retry.
      setState(result.ok ? { status: 'ok', list: result.data?.list ?? [] } : { status: 'error' });
    },
    [api],
  );
  useEffect(() => {
    if (booted) {
      boot.take('messages');
      return;
    }
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, booted, boot]);

  return (
    <section className="gr-card gr-home-messages" aria-labelledby="gr-home-messages">
      <h2 id="gr-home-messages">{texts.latestMessages}</h2>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <div className="gr-home-error" role="alert">
          <span>{texts.messagesFailed}</span>
          <Button size="small" onClick={() => void load()}>
            {texts.retry}
          </Button>
        </div>
      )}
      {state.status === 'ok' && state.list.length === 0 && <EmptyState size="default" />}
      {state.status === 'ok' && state.list.length > 0 && (
        <ul className="gr-home-message-list">
          {state.list.map((message) => {
            const unread = Number(message.isRead) === MESSAGE_UNREAD && !readInInbox.has(message.id);
            return (
              <li key={message.id} data-unread={unread}>
                <button
                  type="button"
                  className="gr-home-message"
                  onClick={() => {
                    messagePopover.showMessage(message.id);
                    void messages.open({ id: message.id, isRead: unread ? MESSAGE_UNREAD : MESSAGE_READ });
                  }}
                >
                  {unread ? <span className="gr-unread-dot" role="img" aria-label={texts.unread} /> : <span className="gr-unread-dot-space" />}
                  <span className="gr-home-message-product">{productById(messageProductId(message))?.title}</span>
                  <span className="gr-home-message-title">{message.title}</span>
                  <time className="gr-muted" dateTime={messageDate(message.stime)}>
                    {messageDate(message.stime)}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Ids the bell's inbox holds as read. A message opened in the bell popover is tagged read through
 * the shared store, not through this card's own page; a message only ever goes from unread to read,
 * so read in either place is read, and the dot goes without a reload.
 */
function useReadInInbox(): ReadonlySet<SystemMessage['id']> {
  const { messages } = useHost();
  const { list } = useSnapshot(messages.state);
  return useMemo(() => new Set(list.filter((m) => Number(m.isRead) !== MESSAGE_UNREAD).map((m) => m.id)), [list]);
}
