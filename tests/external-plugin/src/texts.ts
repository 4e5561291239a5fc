import { defineTexts } from '@greenroom/sdk';

/** The plugin's texts by language (issue 29): an outside plugin speaks English through the same sdk call. */
export const texts = defineTexts({
  'zh-CN': {
    title: '外部插件示例',
    loaded: '外部插件已加载',
    hello: (nickname: string) => `你好，${nickname}`,
    built: '这是一个在工作区之外构建的插件',
    greeting: '来自外部插件的问候',
    greet: '打个招呼',
  },
  'en-US': {
    title: 'External plugin example',
    loaded: 'External plugin loaded',
    hello: (nickname) => `Hello, ${nickname}`,
    built: 'This plugin was built outside the workspace',
    greeting: 'Greetings from an external plugin',
    greet: 'Say hello',
  },
});
