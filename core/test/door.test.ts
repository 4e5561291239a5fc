import { describe, expect, it } from 'vitest';
import * as core from '../src';

describe('@greenroom/core door', () => {
  it('exposes every room through index.ts', () => {
    const doors = {
      createHttp: core.createHttp,
      createErrorHandler: core.createErrorHandler,
      redirectToSso: core.redirectToSso,
      createSession: core.createSession,
      stripTicket: core.stripTicket,
      createMessagesStore: core.createMessagesStore,
      createNoticesStore: core.createNoticesStore,
      createNoticeDialog: core.createNoticeDialog,
      createMessagePopover: core.createMessagePopover,
      createCertificationStore: core.createCertificationStore,
      buildQrUrl: core.buildQrUrl,
      resolveConfig: core.resolveConfig,
      openExternal: core.openExternal,
      satisfies: core.satisfies,
      createLogger: core.createLogger,
      loadPlugins: core.loadPlugins,
    };
    for (const [name, door] of Object.entries(doors)) expect(typeof door, name).toBe('function');
  });

  it('carries the SPEC §9 constants under their names', () => {
    expect({
      API_TIMEOUT_MS: core.API_TIMEOUT_MS,
      TOAST_DURATION_MS: core.TOAST_DURATION_MS,
      DEFAULT_ENV: core.DEFAULT_ENV,
      MESSAGE_PAGE_SIZE: core.MESSAGE_PAGE_SIZE,
      MESSAGE_FIRST_PAGE: core.MESSAGE_FIRST_PAGE,
      UNREAD_COUNT_PAGE_SIZE: core.UNREAD_COUNT_PAGE_SIZE,
      BADGE_MAX: core.BADGE_MAX,
      QR_CODE_WIDTH: core.QR_CODE_WIDTH,
      QR_IMAGE_SIZE: core.QR_IMAGE_SIZE,
      ENTERPRISE_PHOTO_EDITION: core.ENTERPRISE_PHOTO_EDITION,
    }).toEqual({
      API_TIMEOUT_MS: 120000,
      TOAST_DURATION_MS: 3000,
      DEFAULT_ENV: 'beta',
      MESSAGE_PAGE_SIZE: 10,
      MESSAGE_FIRST_PAGE: 1,
      UNREAD_COUNT_PAGE_SIZE: 1,
      BADGE_MAX: 99,
      QR_CODE_WIDTH: 340,
      QR_IMAGE_SIZE: 200,
      ENTERPRISE_PHOTO_EDITION: 3,
    });
  });
});
