import { IconAIFilledLevel1, IconChevronLeft } from '@douyinfe/semi-icons';
import { Loading, useConfig, useOpenExternal } from '@greenroom/sdk';
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useCloseHeaderPopover, useRepositionPopover } from './HeaderPopover';
import { HEADER_POPOVER_ACTIONS } from './headerActions';
import { aiChatUrl } from './links';
import { headerTexts as t } from './texts';

/**
 * The 更多 menu's panel (lazy): the folded header actions. An action with a popover opens the same
 * content in place, with a way back to the list; AI助手 opens the chat window as its button does.
 */
export default function MoreMenuPanel() {
  const config = useConfig();
  const openExternal = useOpenExternal();
  const reposition = useRepositionPopover();
  const close = useCloseHeaderPopover();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const lastOpened = useRef<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const action = HEADER_POPOVER_ACTIONS.find((a) => a.key === openKey);

  // Switching between the list and an action's content: the popover is measured again, and focus
  // goes to the back button, or back to the entry that was opened.
  useLayoutEffect(() => {
    reposition();
    const target = openKey ? '.gr-more-back' : lastOpened.current && `[data-action="${lastOpened.current}"]`;
    if (target) panel.current?.querySelector<HTMLElement>(target)?.focus({ preventScroll: true });
  }, [openKey, reposition]);

  return (
    <div ref={panel} className="gr-more">
      {action ? (
        <section className={`gr-more-sub ${action.panelClassName ?? ''}`.trim()} aria-label={action.label}>
          <button type="button" className="gr-more-back" onClick={() => setOpenKey(null)}>
            <IconChevronLeft aria-hidden="true" />
            {t.back}
          </button>
          <Suspense fallback={<Loading />}>
            <action.Content />
          </Suspense>
        </section>
      ) : (
        <ul className="gr-pop-menu">
          {HEADER_POPOVER_ACTIONS.map((a) => (
            <li key={a.key}>
              <button
                type="button"
                className="gr-pop-menu-item gr-pop-menu-row"
                data-action={a.key}
                onPointerEnter={a.load}
                onFocus={a.load}
                onClick={() => {
                  lastOpened.current = a.key;
                  setOpenKey(a.key);
                }}
              >
                <span aria-hidden="true">{a.icon}</span>
                {a.label}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="gr-pop-menu-item gr-pop-menu-row"
              aria-label={t.openAiChat}
              onClick={() => {
                openExternal(aiChatUrl(config), 'window');
                close();
              }}
            >
              <span aria-hidden="true">
                <IconAIFilledLevel1 />
              </span>
              {t.aiChat}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
