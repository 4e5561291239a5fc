import { IconMore } from '@douyinfe/semi-icons';
import { lazy } from 'react';
import { HeaderPopover } from './HeaderPopover';
import { headerTexts as t } from './texts';

const loadMoreMenuPanel = () => import('./MoreMenuPanel');
const MoreMenuPanel = lazy(loadMoreMenuPanel);

/**
 * 更多: below `lg` (SPEC §9) the secondary header actions fold into this menu; from `lg` up it is
 * hidden (header.css). Its panel is a lazy chunk.
 */
export function MoreMenu() {
  return (
    <HeaderPopover label={t.more} kind="menu" position="bottomRight" preload={loadMoreMenuPanel} className="gr-header-more" content={<MoreMenuPanel />}>
      <IconMore aria-hidden="true" />
      <span>{t.more}</span>
    </HeaderPopover>
  );
}
