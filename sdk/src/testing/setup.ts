/**
 * Setup module for a plugin's vitest project (`setupFiles: ['@greenroom/sdk/testing/setup']`):
 * browser stubs Semi needs, and unmounting after every test — which also puts the page back in
 * Chinese and light (issue 29), so that one test's `renderPlugin({ locale: 'en-US', theme: 'dark' })`
 * does not speak for the next. The kit's lazily loaded parts (Semi's DatePicker, the empty state's
 * picture) are loaded before the tests, as the server loads them before it renders: a test reads a
 * date field at once, as a person finds it once it is in.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { applyColorScheme } from '../i18n';
import { preloadKitParts } from '../ui/EmptyState';
import { installDomStubs, quietKnownWarnings } from './domStubs';

installDomStubs();
quietKnownWarnings();
// A plugin page is a lazy module: its first import in a test run can take over a second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => preloadKitParts());
afterEach(() => {
  cleanup();
  // A test file may run without a DOM (`@vitest-environment node`).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = '';
  applyColorScheme('light');
});
