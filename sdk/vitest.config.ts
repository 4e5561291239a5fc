import { defineProject } from 'vitest/config';
import { unitProject } from '../vitest.shared';

// The sdk's tests alone, from this folder (`npx vitest run`); `npm test` runs them in the root's `unit` project.
export default defineProject(unitProject({ name: 'sdk' }));
