import Button from '@douyinfe/semi-ui/lib/es/button';
import { MESSAGE_FIRST_PAGE, type Notice } from '@greenroom/core';
import { EmptyState, Loading } from '@greenroom/sdk';
import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useHost } from '../../services/hostContext';
import { LoadMore } from './LoadMore';
import { headerTexts as t } from './texts';

/** The platform notices of the bell's popover: titles, each opening the notice detail dialog. */
export function NoticeList() {
  const { notices, noticeDialog } = useHost();
  const state = useSnapshot(notices.state);
  const neverLoaded = state.pageNum < MESSAGE_FIRST_PAGE;

  // Notices are read on demand, the first time this list is shown (before paint: no empty flash).
  useLayoutEffect(() => {
    if (notices.state.pageNum < MESSAGE_FIRST_PAGE && !notices.state.loading) void notices.start();
  }, [notices]);

  if (state.list.length === 0) {
    if (state.loading) return <Loading />;
    return (
      <EmptyState size="default">
        {neverLoaded && (
          <Button size="small" onClick={() => void notices.start()}>
            {t.reload}
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <ol className="gr-message-list">
        {state.list.map((notice, index) => (
          <li key={notice.id ?? index} className="gr-message">
            <button type="button" className="gr-message-title" aria-haspopup="dialog" onClick={() => noticeDialog.show({ ...(notice as Notice) })}>
              <span>{notice.title}</span>
            </button>
          </li>
        ))}
      </ol>
      {!state.finished && <LoadMore loading={state.loading} onLoad={() => void notices.loadMore()} />}
    </>
  );
}
