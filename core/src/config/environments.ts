import type { EnvName, ProductHostKey, ShellConfig } from '@greenroom/sdk';

/** The environment the build selects when none (or an unknown one) is given (SPEC §9). */
export const DEFAULT_ENV = 'beta' satisfies EnvName;

/** Contact hotline shown in the certification modal (SPEC §9 "Certification text"). */
export const HOTLINE = '400-000-0000';

/** The hosted environments; `local` depends on the page's origin, see {@link createLocalConfig}. */
export type HostedEnvName = Exclude<EnvName, 'local'>;

// Hosted environments follow one naming scheme under the fictional domain greenroom.example:
// release has bare names, the others prefix each host with their environment.
function hostFor(env: HostedEnvName, name: string): string {
  return env === 'release' ? `https://${name}.greenroom.example` : `https://${env}-${name}.greenroom.example`;
}

const PRODUCT_HOST_NAMES: Record<ProductHostKey, string> = {
  live: 'live',
  photo: 'photo',
  event: 'event',
  website: 'site',
  survey: 'survey',
  userCenter: 'user',
};

function hostedConfig(env: HostedEnvName): ShellConfig {
  const products = Object.fromEntries(
    (Object.keys(PRODUCT_HOST_NAMES) as ProductHostKey[]).map((key) => [
      key,
      { base: hostFor(env, PRODUCT_HOST_NAMES[key]), admin: `${hostFor(env, `${PRODUCT_HOST_NAMES[key]}-admin`)}/` },
    ]),
  ) as ShellConfig['products'];
  return {
    env,
    apiPath: '/api',
    host: hostFor(env, 'admin'),
    key: `greenroom-${env}`,
    uploadHost: hostFor(env, 'upload'),
    ssoUrl: hostFor(env, 'sso'),
    authHost: hostFor(env, 'auth'),
    userCenterHost: products.userCenter.base,
    homeSite: `${hostFor(env, 'www')}/`,
    cdn: hostFor(env, 'cdn'),
    hotline: HOTLINE,
    products,
  };
}

/** Configuration of each hosted environment (SPEC §3 "Configuration"). */
export const CONFIGS: Readonly<Record<HostedEnvName, ShellConfig>> = {
  release: hostedConfig('release'),
  beta: hostedConfig('beta'),
  dev: hostedConfig('dev'),
};

/**
 * Configuration for the reference server, relative to the page's origin: single sign-on,
 * verification and the user centre (placeholder pages) are all served by that one server, and
 * each product's back office is this console's own screen for it.
 */
export function createLocalConfig(origin: string): ShellConfig {
  const site = origin.replace(/\/+$/, '');
  const admin = `${site}/admin`;
  const product = (path: string) => ({ base: `${site}/`, admin: `${admin}${path}` });
  return {
    env: 'local',
    apiPath: '/api',
    host: site,
    key: 'greenroom-local',
    uploadHost: site,
    ssoUrl: `${site}/sso`,
    authHost: site,
    userCenterHost: `${site}/sso/user-center`,
    homeSite: `${site}/`,
    cdn: `${site}/static`,
    hotline: HOTLINE,
    products: {
      live: product('/activity/live'),
      photo: product('/activity/photo'),
      event: product('/activity/event'),
      website: product('/activity/other/micro'),
      survey: product('/activity/other/question'),
      userCenter: { base: `${site}/sso/user-center`, admin: `${site}/sso/user-center` },
    },
  };
}

/** True for a name of {@link EnvName}. */
export function isEnvName(env: unknown): env is EnvName {
  return env === 'local' || (typeof env === 'string' && Object.hasOwn(CONFIGS, env));
}

/**
 * The configuration for `env` (as the deployment names it); an unknown or missing name falls back
 * to {@link DEFAULT_ENV}. `origin` is the page's origin, used by `local` only.
 */
export function resolveConfig(env: string | undefined | null, origin: string): ShellConfig {
  const name: EnvName = isEnvName(env) ? env : DEFAULT_ENV;
  return name === 'local' ? createLocalConfig(origin) : CONFIGS[name];
}
