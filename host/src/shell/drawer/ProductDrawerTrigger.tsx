import { IconApps } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { texts } from '../../texts';
import { useProductDrawer } from './ProductDrawerProvider';

/** The 全部产品 button at the top of the side menu; icon only while the menu is collapsed. */
export function ProductDrawerTrigger({ collapsed }: { collapsed: boolean }) {
  const drawer = useProductDrawer();
  return (
    <div className="gr-drawer-trigger">
      <Button
        icon={<IconApps />}
        theme="light"
        block={!collapsed}
        // Named by what it shows (issue 24 §4), also when the collapsed menu shows the icon only.
        aria-label={texts.allProducts}
        aria-haspopup="dialog"
        aria-expanded={drawer.visible}
        onClick={drawer.open}
        onMouseEnter={drawer.preload}
        onFocus={drawer.preload}
      >
        {collapsed ? null : texts.allProducts}
      </Button>
    </div>
  );
}
