/**
 * @greenroom/contracts — the API's shapes as zod schemas, one file per API base of SPEC §7.
 * The server parses inputs and generates /api/openapi.json from them; plugins import the inferred
 * types only (`import type { … } from '@greenroom/contracts'`), so zod never reaches a browser bundle.
 */

export * from './activity';
export * from './activityEdit';
export * from './boot';
export * from './calls';
export * from './catalogue';
export * from './common';
export * from './i18n';
export * from './invoice';
export * from './limits';
export * from './live';
export * from './marketing';
export * from './material';
export * from './media';
export * from './messagesEn';
export * from './order';
export * from './person';
export * from './points';
export * from './public';
export * from './query';
export * from './statistics';
export * from './survey';
export * from './surveyEdit';
export * from './text';
export * from './trxorder';
export * from './upload';
export * from './user';
export * from './website';
