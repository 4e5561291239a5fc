export {
  CONFIGS,
  createLocalConfig,
  DEFAULT_ENV,
  HOTLINE,
  type HostedEnvName,
  isEnvName,
  resolveConfig,
} from './environments';
