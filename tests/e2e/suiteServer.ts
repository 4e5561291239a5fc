import { beforeAll, inject } from 'vitest';
import { whenDone } from './server';

// The project's server (`inject('baseUrl')`), started in the background by its set-up (globalSetup.ts,
// globalSetup.i18n.ts): a file's tests wait until it answers, or fail with why it did not start.
// Long done when the end-to-end group starts; the English walk, early in the first group, may wait.
beforeAll(async () => {
  await whenDone(inject('baseUrlReady'), `the server at ${inject('baseUrl')}`);
}, 180_000);
