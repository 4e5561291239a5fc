import enUS from '@douyinfe/semi-ui/lib/es/locale/source/en_US';
import zhCN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';
import type { Locale } from '@greenroom/contracts/i18n';

/**
 * Semi's own texts (a date picker's months, a table's empty state, a modal's buttons) in the page's
 * language (issue 29), for the ConfigProvider every console render and every plugin test stands in.
 * @internal
 */
export function semiLocaleOf(locale: Locale) {
  return locale === 'en-US' ? enUS : zhCN;
}
