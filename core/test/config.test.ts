import type { ShellConfig } from '@greenroom/sdk';
import { describe, expect, it } from 'vitest';
import { CONFIGS, createLocalConfig, DEFAULT_ENV, isEnvName, resolveConfig } from '../src/config';

const PRODUCTS = ['live', 'photo', 'event', 'website', 'survey', 'userCenter'] as const;
const isAbsoluteHttps = (url: string) => new URL(url).protocol === 'https:';

describe('configuration (SPEC §3 "Configuration", §9)', () => {
  it('the build selects beta when the environment is missing or unknown', () => {
    expect(DEFAULT_ENV).toBe('beta');
    expect(resolveConfig(undefined, 'http://localhost:3000')).toBe(CONFIGS.beta);
    expect(resolveConfig('staging', 'http://localhost:3000')).toBe(CONFIGS.beta);
    expect(resolveConfig('constructor', 'http://localhost:3000')).toBe(CONFIGS.beta);
  });

  it.each(['release', 'beta', 'dev'] as const)('%s has absolute https hosts for every product', (env) => {
    const config: ShellConfig = resolveConfig(env, 'http://localhost:3000');
    expect(config.env).toBe(env);
    expect(config.apiPath).toBe('/api');
    for (const url of [config.host, config.ssoUrl, config.authHost, config.uploadHost, config.userCenterHost, config.homeSite, config.cdn]) {
      expect(isAbsoluteHttps(url), url).toBe(true);
    }
    for (const key of PRODUCTS) {
      expect(isAbsoluteHttps(config.products[key].base)).toBe(true);
      expect(isAbsoluteHttps(config.products[key].admin)).toBe(true);
    }
    expect(config.hotline).toBe('400-000-0000');
  });

  it('environments do not share hosts', () => {
    expect(new Set([CONFIGS.release.ssoUrl, CONFIGS.beta.ssoUrl, CONFIGS.dev.ssoUrl]).size).toBe(3);
    expect(CONFIGS.release.host).toBe('https://admin.greenroom.example');
  });

  it('local is relative to the page origin', () => {
    const config = resolveConfig('local', 'http://localhost:3000');
    expect(config).toEqual(createLocalConfig('http://localhost:3000/'));
    expect(config).toMatchObject({
      env: 'local',
      apiPath: '/api',
      host: 'http://localhost:3000',
      ssoUrl: 'http://localhost:3000/sso',
      authHost: 'http://localhost:3000',
      userCenterHost: 'http://localhost:3000/sso/user-center',
      homeSite: 'http://localhost:3000/',
    });
    expect(config.products.live.admin).toBe('http://localhost:3000/admin/activity/live');
  });

  it('knows the environment names', () => {
    expect(['release', 'beta', 'dev', 'local'].every(isEnvName)).toBe(true);
    expect(isEnvName('prod')).toBe(false);
    expect(isEnvName(undefined)).toBe(false);
  });
});
