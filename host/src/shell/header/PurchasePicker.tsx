import { IconCart } from '@douyinfe/semi-icons';
import type { PurchaseItemContribution } from '@greenroom/sdk';
import { useEffect, useMemo } from 'react';
import { useRegistry } from '../../plugins/registryContext';
import { PURCHASE_COOKIE, rememberLayout, useFirstFrame } from '../firstFrame';
import { useShellLink } from '../shellLinks';
import { HeaderPopover } from './HeaderPopover';
import { headerTexts as t } from './texts';

/**
 * The purchase picker (SPEC §2): the purchases the host and the plugins contribute, each a link to its
 * purchase page — the console's own opens in the same tab (issue 24 §1), another product's in a new
 * one; Ctrl-click or a middle click opens either in a new tab. Hidden when nobody contributes one. The server's first frame, which
 * knows no plugin's contributions, shows it when it was there last time (the browser says so by cookie).
 */
export function PurchasePicker() {
  const { purchaseItems } = useRegistry();
  const shellLink = useShellLink();
  const items = useMemo(() => purchaseItems.map((p) => p.item as PurchaseItemContribution).sort((a, b) => (a.order ?? 0) - (b.order ?? 0)), [purchaseItems]);
  const frame = useFirstFrame();
  const shown = frame && !frame.complete ? frame.purchases : items.length > 0;
  useEffect(() => {
    if (!frame) rememberLayout(PURCHASE_COOKIE, items.length > 0 ? '1' : '0');
  }, [frame, items.length]);
  if (!shown) return null;
  return (
    <HeaderPopover
      label={t.purchase}
      kind="menu"
      clickToHide
      content={
        <ul className="gr-pop-menu" aria-label={t.purchaseTitle}>
          {items.map((item) => (
            <li key={item.key}>
              <a className="gr-pop-menu-item" {...shellLink(item.href)}>
                <span className="gr-pop-strong">{item.text}</span>
                {item.description && <span className="gr-pop-hint">{item.description}</span>}
              </a>
            </li>
          ))}
        </ul>
      }
    >
      <IconCart aria-hidden="true" />
      <span>{t.purchase}</span>
    </HeaderPopover>
  );
}
