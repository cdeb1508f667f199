export { api, createApiClient, ApiError, messageOf, type ApiClient, type ApiClientOptions } from './client.ts';
export { TOKEN_KEY, browserStorage, readToken, writeToken, dropToken, type KeyValueStorage } from './token-store.ts';
