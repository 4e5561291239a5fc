import { IconClose } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { type KeyboardEvent, useId, useState } from 'react';
import { MessageList } from './MessageList';
import { NoticeList } from './NoticeList';
import { headerTexts as t } from './texts';

/** The tabs; their titles are read when drawn, in the page's language (issue 29). */
const TABS = [
  {
    id: 'messages',
    get title() {
      return t.messagesTab;
    },
  },
  {
    id: 'notices',
    get title() {
      return t.noticesTab;
    },
  },
] as const;

type TabId = (typeof TABS)[number]['id'];

/**
 * The bell's popover (lazy): system messages, and the platform notices beside them, with a close
 * button (SPEC §4: it does not close on an outside click).
 */
export default function MessagePopover({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<TabId>('messages');
  const id = useId();

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern).
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.findIndex((x) => x.id === tab) + 1) % TABS.length].id;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <div className="gr-messages">
      <header className="gr-messages-head">
        <div role="tablist" aria-label={t.messages} className="gr-messages-tabs">
          {TABS.map((x) => (
            <button
              key={x.id}
              id={`${id}-tab-${x.id}`}
              type="button"
              role="tab"
              aria-selected={tab === x.id}
              aria-controls={`${id}-panel`}
              tabIndex={tab === x.id ? 0 : -1}
              className="gr-messages-tab"
              onClick={() => setTab(x.id)}
              onKeyDown={onKeyDown}
            >
              {x.title}
            </button>
          ))}
        </div>
        <Button theme="borderless" type="tertiary" size="small" icon={<IconClose />} aria-label={t.closeMessages} onClick={onClose} />
      </header>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="gr-messages-panel">
        {tab === 'messages' ? <MessageList /> : <NoticeList />}
      </div>
    </div>
  );
}
