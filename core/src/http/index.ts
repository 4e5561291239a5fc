export { type CallClient, type CallOptions, createCallClient } from './calls';
export { CONNECTIVITY_PROBE_MS, type Connectivity, type ConnectivityDeps, type ConnectivityState, createConnectivity } from './connectivity';
export { API_TIMEOUT_MS, createHttp, fileNameOf, type HttpDeps, type HttpFactory, NO_CACHE_HEADERS, preloadHttp } from './createHttp';
export { isEnvelope, isFileBody, needsSso, SSO_CODE } from './envelope';
export { createErrorHandler, type ErrorHandler } from './errorHandler';
export { serializeParams } from './params';
export { type RedirectLocation, redirectToSso, reLoginUrl } from './ssoRedirect';
