/**
 * @greenroom/contracts — the API's shapes as zod schemas, one file per API base of SPEC §7.
 * The server parses inputs and generates /api/openapi.json from them; plugins import the inferred
 * types only (`import type { … } from '@greenroom/contracts'`). In the browser the schemas run only
 * in an editor's checks, a lazy chunk of the sdk's kit (`sdk/src/kit/editor/checkBody.ts`). Every
 * file imports zod as a namespace (`import * as z from 'zod'`): a bundle then keeps the parts of zod
 * it uses, not its forty languages' messages (`z.locales`), which `import { z }` brought along.
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
