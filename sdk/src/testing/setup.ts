/**
 * Setup module for a plugin's vitest project (`setupFiles: ['@greenroom/sdk/testing/setup']`):
 * browser stubs Semi needs, and unmounting after every test — which also puts the page back in
 * Chinese and light (issue 29), so that one test's `renderPlugin({ locale: 'en-US', theme: 'dark' })`
 * does not speak for the next.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { applyColorScheme } from '../i18n';
import { installDomStubs, quietKnownWarnings } from './domStubs';

installDomStubs();
quietKnownWarnings();
// A plugin page is a lazy module: its first import in a test run can take over a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  // A test file may run without a DOM (`@vitest-environment node`).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = '';
  applyColorScheme('light');
});
