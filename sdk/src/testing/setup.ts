/**
 * Setup module for a plugin's vitest project (`setupFiles: ['@greenroom/sdk/testing/setup']`):
 * browser stubs Semi needs, and unmounting after every test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDomStubs, quietKnownWarnings } from './domStubs';

installDomStubs();
quietKnownWarnings();
// A plugin page is a lazy module: its first import in a test run can take over a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());
