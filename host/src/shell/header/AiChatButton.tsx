import { IconAIFilledLevel1 } from '@douyinfe/semi-icons';
import { useConfig, useOpenExternal } from '@greenroom/sdk';
import { aiChatUrl } from './links';
import { headerTexts as t } from './texts';

/** The AI chat image button: opens `/ai-chat` in a new window (SPEC §2). Below `lg` it folds into 更多. */
export function AiChatButton() {
  const config = useConfig();
  const openExternal = useOpenExternal();
  return (
    <button type="button" className="gr-ai-chat gr-header-foldable" aria-label={t.openAiChat} onClick={() => openExternal(aiChatUrl(config), 'window')}>
      <IconAIFilledLevel1 aria-hidden="true" />
      <span aria-hidden="true">{t.aiChat}</span>
    </button>
  );
}
