import { useConfig } from '@greenroom/sdk';
import { texts } from '../../texts';
import { headerTexts as t } from './texts';

/** The logo: opens the product's home site in a new tab (SPEC §2). */
export function Logo() {
  const config = useConfig();
  return (
    <a className="gr-logo" href={config.homeSite} target="_blank" rel="noopener noreferrer" aria-label={t.logoLabel(texts.productName)}>
      <span className="gr-logo-mark" aria-hidden="true" />
      <span className="gr-logo-text">{texts.productName}</span>
    </a>
  );
}
