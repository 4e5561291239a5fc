export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ExtensionBoundary } from './ExtensionBoundary';
export { Loading } from './Loading';
export { loadSanitizer, SafeHtml } from './SafeHtml';
export { ErrorState, type ErrorStateProps } from './ErrorState';
