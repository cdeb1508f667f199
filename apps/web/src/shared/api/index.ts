export { baseApi, callOperation, contractBaseQuery, API_TAGS, type ApiFailure, type ApiTag, type OperationCall, type StaleTag } from './base-api.ts';
export { concatPages, everyPage } from './every-page.ts';
export { readFresh } from './read-fresh.ts';
export { codeOf, failedWith, fieldOf, isApiFailure, messageOf } from './api-failure.ts';
export { transactionsApi, useSendAndConfirmMutation, type SendAndConfirmArgs } from './transactions-api.ts';
export { TOKEN_KEY, browserStorage, readToken, writeToken, dropToken, type KeyValueStorage } from './token-store.ts';
