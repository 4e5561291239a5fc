import type { CSSProperties, ReactNode } from 'react';
import { kitTexts } from './texts';

/**
 * The screen of an everyday phone in CSS pixels (iPhone 13 mini / X class): what attendees hold.
 * @public
 */
export const PHONE_SCREEN = { width: 375, height: 740 } as const;

/**
 * Props of {@link PhoneFrame}.
 * @public
 */
export interface PhoneFrameProps {
  /** The frame's accessible name, e.g. 抽奖 手机预览; the scrolling screen is named after it. */
  label: string;
  /** The page title in the phone's navigation bar; no bar without it. */
  title?: string;
  /**
   * The page's main colour (`#e8453c`): it fills the navigation bar (darkened 15 % so its white title
   * keeps 4.5:1) and is `var(--gr-phone-accent)` for the content, so a preview's banners and buttons
   * wear the same colour.
   */
  accent?: string;
  /** The clock of the status bar. */
  time?: string;
  /** Screen width in CSS pixels (375 by default). */
  width?: number;
  /** Screen height in CSS pixels (740 by default); longer content scrolls inside. */
  height?: number;
  /** What the attendee sees, top to bottom. */
  children: ReactNode;
}

/**
 * A phone around a screen's content, to preview a page as an attendee sees it on a mobile device
 * (a marketing tool, an activity's watch page): bezel, notch, status bar (clock, signal, battery),
 * an optional navigation bar with the page title, the content scrolling inside a ~375×740 screen,
 * and the home indicator. The frame is a figure named by `label`; the screen is a keyboard-focusable
 * scrolling region (arrow keys scroll it). The decorations are hidden from screen readers.
 * @public
 */
export function PhoneFrame({
  label,
  title,
  accent,
  time = kitTexts.phoneTime,
  width = PHONE_SCREEN.width,
  height = PHONE_SCREEN.height,
  children,
}: PhoneFrameProps) {
  const style = { '--gr-phone-width': `${width}px`, '--gr-phone-height': `${height}px`, ...(accent ? { '--gr-phone-accent': accent } : {}) } as CSSProperties;
  return (
    <figure className="gr-phone" aria-label={label} style={style}>
      <div className="gr-phone-screen">
        <div className="gr-phone-status" aria-hidden="true">
          <span className="gr-phone-time">{time}</span>
          <span className="gr-phone-notch" />
          <span className="gr-phone-indicators">
            <span className="gr-phone-signal">
              <i />
              <i />
              <i />
              <i />
            </span>
            <span className="gr-phone-battery" />
          </span>
        </div>
        {title ? (
          <div className="gr-phone-nav">
            <span className="gr-phone-back" aria-hidden="true">
              ‹
            </span>
            <span className="gr-phone-title">{title}</span>
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
        <section className="gr-phone-content" tabIndex={0} aria-label={kitTexts.phoneScreen(label)}>
          {children}
        </section>
        <span className="gr-phone-home" aria-hidden="true" />
      </div>
    </figure>
  );
}
