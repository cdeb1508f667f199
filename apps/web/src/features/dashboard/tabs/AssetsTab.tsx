/** 'Tokenized Assets' tab: the connected wallet's real holdings. Owned by the wallet-manager issue. */
export function AssetsTab() {
  return <p className="text-sm text-zinc-400">Your wallet's tokens appear here.</p>;
}
