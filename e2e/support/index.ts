/** Support for end-to-end tests: the app, the browser, the test Phantom, chain set-up. See e2e/README.md. */
export { startApp, UNREACHABLE_RPC, type TestApp } from './app.ts';
export { ensureWebBuilt, webBuildIsStale, snapshotWebDist, WEB_DIST, REPO_ROOT } from './web-build.ts';
export { launchBrowser, newContext, CHROMIUM_PATH, DESKTOP, PHONE } from './browser.ts';
export { useE2E, type E2E, type OpenPageOptions, type OpenedPage } from './harness.ts';
export { watchPageErrors, type PageErrors } from './page-errors.ts';
export { createTestWallet, walletOf, setWalletRejects, setWalletHolds, type TestWallet, type InstallOptions } from './test-wallet.ts';
export { connectWallet, connectButton, connectedWalletButton, sessionToken, apiSignIn, api } from './connect-wallet.ts';
export { airdrop, getBalance, confirmSignature, sendRawTransaction, rpc } from './chain.ts';
export { toBase58, fromBase58, shortenAddress } from './base58.ts';
export { screenshot } from './screenshot.ts';
