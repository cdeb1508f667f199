import { TEXTS } from '@toolkit/shared';
import { PendingFeature } from '../../shared/ui/index.ts';

export function CreateTokenPage() {
  return (
    <PendingFeature
      title={TEXTS.tokenCreatorTitle}
      actionLabel="Create Token"
      connectLabel={TEXTS.connectWalletLower}
      summary={
        <p>
          Create a Token-2022 token with on-chain metadata, optional creator info, social links, team, tokenomics and
          roadmap, and revoke its authorities at creation. The fee starts at 0.3 SOL.
        </p>
      }
    />
  );
}

export function UpdateMetadataPage() {
  return (
    <PendingFeature
      title="Update Solana Token Metadata"
      actionLabel="Update Metadata"
      summary={<p>Change the name, symbol, description, links and image of a token whose update authority you hold.</p>}
    />
  );
}

export function RevokeAuthoritiesPage() {
  return (
    <PendingFeature
      title="Revoke Authority"
      actionLabel="Revoke Authority"
      summary={<p>Revoke the freeze, mint and update authorities of your token in one go: 0.1 SOL per authority.</p>}
    />
  );
}

export function RevokeMintPage() {
  return (
    <PendingFeature
      title="Revoke Mint Authority"
      actionLabel="Revoke Mint Authority"
      summary={<p>Give up the right to mint more of your token, so its supply is fixed for good: 0.1 SOL.</p>}
    />
  );
}

export function RevokeFreezePage() {
  return (
    <PendingFeature
      title="Revoke Freeze Authority"
      actionLabel="Revoke Freeze Authority"
      summary={<p>Give up the right to freeze holders' token accounts, which buyers look for: 0.1 SOL.</p>}
    />
  );
}

export function MakeImmutablePage() {
  return (
    <PendingFeature
      title="Make Token Immutable"
      actionLabel="Make Token Immutable"
      summary={<p>Remove the metadata update authority, so nobody can change the token's metadata again: 0.1 SOL.</p>}
    />
  );
}
