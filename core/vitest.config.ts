import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject({
  resolve: {
    alias: [
      { find: '@greenroom/sdk', replacement: root('../sdk/src/index.ts') },
      { find: /^@douyinfe\/(semi-icons|semi-illustrations)$/, replacement: root('../node_modules/@douyinfe/$1/lib/es/index.js') },
    ],
  },
  test: {
    name: 'core',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    server: { deps: { inline: [/@douyinfe/] } },
  },
});
