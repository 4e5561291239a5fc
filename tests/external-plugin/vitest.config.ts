// The plugin's own tests, configured the way the sdk documents for a project outside the workspace:
// the published preset sets happy-dom, the harness setup, CSS off and the deps vitest must inline.
import { greenroomVitest } from '@greenroom/sdk/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(greenroomVitest({ name: 'plugin-hello' }));
