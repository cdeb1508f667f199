import { TEXTS } from '@toolkit/shared';
import { RevokeForm } from './RevokeForm.tsx';

export function RevokeAuthoritiesPage() {
  return (
    <RevokeForm
      title="Revoke Authority"
      subtitle="Revoke the freeze, mint and update authorities of your token, together or one at a time."
      kinds={['freeze', 'mint', 'update']}
      selectable
      actionLabel="Revoke Authority"
      busyLabel={TEXTS.processing}
      errorText={TEXTS.revokeAllFailed}
      successText={TEXTS.revokeSuccess}
    />
  );
}

export function RevokeFreezePage() {
  return (
    <RevokeForm
      title="Revoke Freeze Authority"
      subtitle="Give up the right to freeze holders' token accounts, which buyers look for."
      kinds={['freeze']}
      selectable={false}
      actionLabel="Revoke Freeze Authority"
      busyLabel={TEXTS.revoking}
      errorText={TEXTS.errorRevokingFreeze}
      successText={TEXTS.freezeRevoked}
    />
  );
}

export function RevokeMintPage() {
  return (
    <RevokeForm
      title="Revoke Mint Authority"
      subtitle="Give up the right to mint more of your token, so its supply is fixed for good."
      kinds={['mint']}
      selectable={false}
      actionLabel="Revoke Mint Authority"
      busyLabel={TEXTS.revoking}
      errorText={TEXTS.errorRevokingMint}
      successText={TEXTS.mintRevoked}
    />
  );
}

export function MakeImmutablePage() {
  return (
    <RevokeForm
      title="Make Token Immutable"
      subtitle="Remove the metadata update authority, so nobody can change the token's metadata again."
      kinds={['update']}
      selectable={false}
      actionLabel="Make Token Immutable"
      busyLabel={TEXTS.making}
      errorText={TEXTS.errorMakingImmutable}
      successText={TEXTS.madeImmutable}
    />
  );
}
