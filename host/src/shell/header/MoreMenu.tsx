import { lazyPart } from '@greenroom/sdk';
import { HeaderPopover } from './HeaderPopover';
import { headerTexts as t } from './texts';

const loadMoreMenuPanel = () => import('./MoreMenuPanel');
const MoreMenuPanel = lazyPart(loadMoreMenuPanel);

/**
 * 更多: below `lg` (SPEC §9) the secondary header actions fold into this menu; from `lg` up it is
 * hidden (header.css). Its panel is a lazy chunk; its caret is drawn by CSS (no icon on the first screen).
 */
export function MoreMenu() {
  return (
    <HeaderPopover
      label={t.more}
      kind="menu"
      position="bottomRight"
      preload={loadMoreMenuPanel}
      remountOnOpen
      className="gr-header-more"
      content={<MoreMenuPanel />}
    >
      {t.more}
    </HeaderPopover>
  );
}
