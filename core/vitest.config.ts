import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { freshFile } from '../vitest.shared';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Core is tested without a DOM; a test that needs one opts in with `@vitest-environment happy-dom`.
export default defineProject({
  resolve: {
    alias: [
      // The registry uses the sdk at run time (definePlugin, SDK_VERSION); other rooms only its types.
      { find: '@greenroom/sdk/host', replacement: root('../sdk/src/host/index.ts') },
      { find: '@greenroom/sdk', replacement: root('../sdk/src/index.ts') },
      // The sdk's door also brings its UI kit. Semi's CommonJS builds `require()` CSS, which Node
      // cannot load, so the ES builds are used and transformed by vite (see `inline`).
      {
        find: /^@douyinfe\/(semi-icons|semi-illustrations)$/,
        replacement: root('../node_modules/@douyinfe/$1/lib/es/index.js'),
      },
    ],
  },
  test: {
    name: 'core',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    isolate: false,
    setupFiles: [freshFile],
    server: { deps: { inline: [/@douyinfe\//] } },
  },
});
