import { defineTexts } from '@greenroom/sdk';

/** The marketing plugin's texts on the console's first screen (menu and route titles), by language (issue 29). */
export const shellTexts = defineTexts({
  'zh-CN': { center: '营销中心', preview: '营销工具预览' },
  'en-US': { center: 'Marketing center', preview: 'Marketing tool preview' },
});
