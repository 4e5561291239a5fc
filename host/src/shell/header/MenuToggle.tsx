import { IconSidebar } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { texts } from '../../texts';

/** The top-left toggle that collapses or expands the side menu (SPEC §2). */
export function MenuToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  return (
    <Button
      theme="borderless"
      type="tertiary"
      icon={<IconSidebar />}
      aria-label={collapsed ? texts.expandMenu : texts.collapseMenu}
      aria-expanded={!collapsed}
      className="gr-menu-toggle"
      onClick={onToggle}
    />
  );
}
