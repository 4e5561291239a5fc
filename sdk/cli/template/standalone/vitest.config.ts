// The plugin's tests: the sdk's preset sets happy-dom, the harness setup (`@greenroom/sdk/testing`),
// CSS off and the dependencies vitest must transform. Add settings of your own with mergeConfig.
import { greenroomVitest } from '@greenroom/sdk/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(greenroomVitest({ name: 'plugin-__ID__' }));
