export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { ExtensionBoundary } from './ExtensionBoundary';
export { Loading } from './Loading';
export { lazyPart, PartLoadError, type PartLoadProblem, type RetryableLazy } from './lazyPart';
export { CompactList, REMOTE_GONE, Remote, type RemoteData, type RemoteOptions, type RemoteProps, useRemote } from './Remote';
export { loadSanitizer, SafeHtml } from './SafeHtml';
export { type DismissOptions, useDismiss } from './useDismiss';
