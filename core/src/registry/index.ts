export * from './registry';
export * from './types';
