import { IconCustomerSupport, IconDownload, IconQrCode, IconTicketCode } from '@douyinfe/semi-icons';
import { lazyPart } from '@greenroom/sdk';
import type { ComponentType, ReactNode } from 'react';
import { headerTexts as t } from './texts';

/**
 * A secondary header action: a button whose popover shows content of its own. From `lg` up each is a
 * button of the header; below, they fold into the 更多 menu, which opens the same content.
 */
export interface HeaderPopoverAction {
  key: string;
  /** The button's text and accessible name. */
  label: string;
  icon: ReactNode;
  /** Starts loading the content's chunk (when the pointer or focus reaches the button). */
  load: () => Promise<unknown>;
  /** The popover's content, a lazy chunk. */
  Content: ComponentType;
  /** Class of the popover's panel (its width). */
  panelClassName?: string;
}

// Popover contents are off the first screen: each is a chunk loaded when its button is first
// pointed at or focused (the preload), well before the hover delay has passed.
const loadServiceOrder = () => import('./ServiceOrderContent');
const loadDownload = () => import('./DownloadContent');
const loadFollow = () => import('./FollowContent');
const loadContact = () => import('./ContactContent');

/**
 * Service order, download, follow official account and contact us (SPEC §2), in the header's order.
 * Labels are read when drawn, in the page's language (issue 29).
 */
export const HEADER_POPOVER_ACTIONS: readonly HeaderPopoverAction[] = [
  {
    key: 'serviceOrder',
    get label() {
      return t.serviceOrder;
    },
    icon: <IconTicketCode aria-hidden="true" />,
    load: loadServiceOrder,
    Content: lazyPart(loadServiceOrder),
    panelClassName: 'gr-pop-narrow',
  },
  {
    key: 'download',
    get label() {
      return t.download;
    },
    icon: <IconDownload aria-hidden="true" />,
    load: loadDownload,
    Content: lazyPart(loadDownload),
    panelClassName: 'gr-pop-wide',
  },
  {
    key: 'follow',
    get label() {
      return t.follow;
    },
    icon: <IconQrCode aria-hidden="true" />,
    load: loadFollow,
    Content: lazyPart(loadFollow),
  },
  {
    key: 'contact',
    get label() {
      return t.contact;
    },
    icon: <IconCustomerSupport aria-hidden="true" />,
    load: loadContact,
    Content: lazyPart(loadContact),
  },
];
