import { defineProject } from 'vitest/config';
import { unitProject } from '../../vitest.shared';

// Inside the Greenroom repository: `npm test` runs this plugin's tests in the root's `unit` project,
// the workspace packages read from their sources; this file runs them alone, from this folder.
export default defineProject(unitProject({ name: 'plugin-__ID__' }));
