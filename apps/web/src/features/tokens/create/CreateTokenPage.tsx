import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { creationFeeLamports, FEES, LIMITS, normaliseSocialLink, SOCIAL_FIELDS, TEXTS, type SocialField } from '@toolkit/shared';
import { messageOf } from '../../../shared/api/index.ts';
import { focusRef, showOnField } from '../../../shared/forms/index.ts';
import { ActionButton, AmountInput, Card, Field, FieldMessage, PageHeader, TextArea } from '../../../shared/ui/index.ts';
import { usePrepareTokenCreationMutation } from '../api.ts';
import { TransactionLinks } from '../ui/ExplorerToastLink.tsx';
import type { CreatedToken } from './CreatedTokenPanel.tsx';
import { ImagePicker } from '../ui/ImagePicker.tsx';
import { sol } from '../ui/format.ts';
import { Toggle } from '../ui/Toggle.tsx';
import { tokenChangeTags, useSignAndSubmit } from '../use-submit.ts';
import { createTokenResolver, EMPTY_FORM, REQUEST_FIELDS, requestFields, type CreateTokenForm, type Sections } from './create-token-form.ts';
import { RoadmapEditor } from './RoadmapEditor.tsx';
import { SOCIAL_PLACEHOLDERS } from './social-links.ts';
import { TagsInput } from './TagsInput.tsx';
import { TeamEditor } from './TeamEditor.tsx';
import { checkExtensions, extensionCount, TokenExtensionsSection, type ExtensionProblem } from './TokenExtensionsSection.tsx';
import { TokenomicsEditor } from './TokenomicsEditor.tsx';
import { signWithMintKey } from './vanity/mint-signature.ts';
import { useVanityGrinder } from './vanity/use-vanity-grinder.ts';
import { VanityAddressSection } from './vanity/VanityAddressSection.tsx';

const SOCIAL_LABELS: Record<SocialField, string> = {
  website: 'Website',
  telegram: 'Telegram',
  twitter: 'Twitter',
  discord: 'Discord',
  youtube: 'YouTube',
  medium: 'Medium',
  github: 'GitHub',
  instagram: 'Instagram',
  reddit: 'Reddit',
  facebook: 'Facebook',
};

const OPTION = sol(FEES.tokenCreationOption);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4">
      <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">{title}</h2>
      {children}
    </section>
  );
}

/** 'Solana Token Creator' (spec 2, 3, 5, 9): every field and toggle, the running fee, one transaction. */
export function CreateTokenPage({ onCreated }: { onCreated?(token: CreatedToken): void }) {
  // One form: the shared schema checks everything that would be sent (the same messages the
  // server answers), each under its field; the list editors check their entries as they are added.
  const form = useForm<CreateTokenForm>({ resolver: createTokenResolver, defaultValues: EMPTY_FORM });
  const v = useWatch({ control: form.control }) as CreateTokenForm;
  const { errors, isSubmitted } = form.formState;
  const set = <K extends keyof CreateTokenForm>(key: K, value: CreateTokenForm[K]) =>
    form.setValue(key as never, value as never, { shouldValidate: isSubmitted, shouldDirty: true });
  const on = v.on;
  const typedDecimals = Number(v.decimals);
  // Until the decimals read as a whole number 0..9 the supply's decimals go unchecked here (the schema names the decimals' problem).
  const supplyDecimals = Number.isInteger(typedDecimals) && typedDecimals >= 0 && typedDecimals <= LIMITS.decimalsMax ? typedDecimals : undefined;
  const [extensionProblem, setExtensionProblem] = useState<ExtensionProblem | null>(null);
  const vanity = useVanityGrinder();
  const [busy, setBusy] = useState(false);
  const submit = useSignAndSubmit();
  const [prepareTokenCreation] = usePrepareTokenCreationMutation();

  // The fee moves by 0.1 per option toggled (spec 9); the server charges what it computes itself.
  const fee = useMemo(
    () =>
      creationFeeLamports({
        customCreator: on.creator,
        team: on.team,
        tokenomics: on.tokenomics,
        roadmap: on.roadmap,
        revokeFreeze: on.revokeFreeze,
        revokeUpdate: on.revokeUpdate,
        revokeMint: on.revokeMint,
        extensions: extensionCount(v.extensions),
      }),
    [on, v.extensions],
  );
  const toggle = (k: keyof Sections) => (next: boolean) => set('on', { ...form.getValues('on'), [k]: next });

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = checkExtensions(values.extensions, values.on.revokeFreeze);
    setExtensionProblem('message' in checked ? checked : null);
    if ('message' in checked) return;
    const body = new FormData();
    for (const [k, text] of Object.entries(requestFields(values))) body.append(k, text);
    if (vanity.state.status === 'found') body.append('mint', vanity.state.address);
    if (values.image) body.append('image', values.image);
    if (values.on.cover && values.cover) body.append('coverImage', values.cover);
    if (values.on.team) for (const m of values.team) if (m.avatar) body.append(`teamAvatar_${m.id}`, m.avatar);
    // What was typed as "@handle" or "site.xyz" now shows as the link it was sent as.
    if (values.on.socials)
      set('socials', Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, normaliseSocialLink(f, values.socials[f])])) as CreateTokenForm['socials']);
    setBusy(true);
    try {
      const created = await prepareTokenCreation(body).unwrap();
      // A vanity mint's key signs here, before the wallet (its key never reached the server).
      const transaction = vanity.state.status === 'found' ? await signWithMintKey(created.transaction, vanity.state) : created.transaction;
      const outcome = await submit([transaction], [...tokenChangeTags(created.mint), 'ManagedTokens']);
      if (outcome.ok) {
        toast.success(TEXTS.tokenCreated, {
          description: <TransactionLinks signature={outcome.signatures[0]!} mint={created.mint} />,
          duration: 10_000,
        });
        onCreated?.({ mint: created.mint, signature: outcome.signatures[0]!, name: values.name.trim(), symbol: values.symbol.trim() });
      } else {
        toast.error(outcome.message);
      }
    } catch (err) {
      if (!showOnField(form.setError, err, REQUEST_FIELDS as Record<string, Path<CreateTokenForm>>))
        toast.error(messageOf(err, TEXTS.failedToCommunicate));
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={TEXTS.tokenCreatorTitle}
        subtitle="Create a Token-2022 token with on-chain metadata, shown by wallets and explorers, in one transaction."
      />
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <Card className="space-y-8">
          <Section title="Token">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Name"
                required
                placeholder="e.g. Rocket Jet"
                maxLength={LIMITS.tokenNameMax}
                {...form.register('name')}
                error={errors.name?.message}
                hint={`Up to ${LIMITS.tokenNameMax} characters`}
              />
              <Field
                label="Symbol"
                required
                placeholder="e.g. RJ"
                maxLength={LIMITS.tokenSymbolMax}
                {...form.register('symbol')}
                error={errors.symbol?.message}
                hint={`Up to ${LIMITS.tokenSymbolMax} characters`}
              />
              <Field
                label="Decimals"
                required
                type="number"
                min={0}
                max={LIMITS.decimalsMax}
                {...form.register('decimals')}
                error={errors.decimals?.message}
                hint="0 to 9; most tokens use 9"
              />
              {/* The amount input of every screen: "1,000,000" reads as a million, "1,5" is explained, not misread. */}
              <AmountInput
                label="Initial Supply"
                required
                placeholder="e.g. 1000000"
                ref={focusRef(form.register, 'initialMint')}
                value={v.initialMint}
                onChange={(text) => set('initialMint', text)}
                decimals={supplyDecimals}
                error={errors.initialMint?.message}
                hint="Minted to your wallet"
              />
            </div>
            <ImagePicker label="Image" file={v.image} onChange={(f) => set('image', f)} advice={`Recommended ${TEXTS.avatarAdvice}`} />
            <FieldMessage message={errors.image?.message} />
            <TextArea
              label="Description"
              placeholder="What is this token for?"
              maxLength={1000}
              {...form.register('description')}
              error={errors.description?.message}
            />
            <TagsInput tags={v.tags} onChange={(tags) => set('tags', tags)} />
            <FieldMessage message={errors.tags?.message} />
          </Section>

          <Section title="Options">
            <Toggle
              label="Custom creator info"
              checked={on.creator}
              onChange={toggle('creator')}
              price={`+${OPTION}`}
              description="Show your name and site as the creator instead of ours"
            />
            {on.creator && (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Creator Name" maxLength={64} {...form.register('creatorName')} error={errors.creatorName?.message} />
                <Field
                  label="Creator Website"
                  inputMode="url"
                  placeholder="site.xyz or https://…"
                  {...form.register('creatorWebsite', { onBlur: (e) => set('creatorWebsite', normaliseSocialLink('website', e.target.value)) })}
                  error={errors.creatorWebsite?.message}
                />
              </div>
            )}
            <Toggle label="Social links" checked={on.socials} onChange={toggle('socials')} price="Free" />
            {on.socials && (
              <div className="grid gap-4 sm:grid-cols-2">
                {SOCIAL_FIELDS.map((f) => (
                  <Field
                    key={f}
                    id={`social-${f}`}
                    label={SOCIAL_LABELS[f]}
                    inputMode="url"
                    placeholder={SOCIAL_PLACEHOLDERS[f]}
                    {...form.register(`socials.${f}`, {
                      onBlur: (e) => set(`socials`, { ...form.getValues('socials'), [f]: normaliseSocialLink(f, e.target.value) }),
                    })}
                    error={errors.socials?.[f]?.message}
                  />
                ))}
              </div>
            )}
            <Toggle label="Video" checked={on.video} onChange={toggle('video')} price="Free" />
            {on.video && (
              <Field
                label="YouTube Video"
                type="url"
                placeholder="https://youtube.com/watch?v=…"
                {...form.register('youtubeVideo')}
                error={errors.youtubeVideo?.message}
              />
            )}
            <Toggle label="Cover image" checked={on.cover} onChange={toggle('cover')} price="Free" />
            {on.cover && (
              <div className="space-y-3">
                <ImagePicker label="Cover Image" file={v.cover} onChange={(f) => set('cover', f)} advice={`At most ${TEXTS.coverAdvice}`} />
                <FieldMessage message={errors.cover?.message} />
                {!v.cover && (
                  <Field
                    label="Cover Image URL"
                    type="url"
                    placeholder="https://"
                    {...form.register('coverImageURL')}
                    error={errors.coverImageURL?.message}
                    hint={`Or link an image; at most ${TEXTS.coverAdvice}`}
                  />
                )}
              </div>
            )}
            <Toggle label="Team" checked={on.team} onChange={toggle('team')} price={`+${OPTION}`} />
            {on.team && <TeamEditor members={v.team} onChange={(team) => set('team', team)} />}
            {on.team && <FieldMessage message={errors.team?.message} />}
            <Toggle label="Tokenomics" checked={on.tokenomics} onChange={toggle('tokenomics')} price={`+${OPTION}`} />
            {on.tokenomics && <TokenomicsEditor entries={v.tokenomics} onChange={(entries) => set('tokenomics', entries)} />}
            {on.tokenomics && <FieldMessage message={errors.tokenomics?.message} />}
            <Toggle label="Roadmap" checked={on.roadmap} onChange={toggle('roadmap')} price={`+${OPTION}`} />
            {on.roadmap && <RoadmapEditor stages={v.roadmap} onChange={(stages) => set('roadmap', stages)} />}
            {on.roadmap && <FieldMessage message={errors.roadmap?.message} />}
          </Section>

          <Section title="Revoke authorities">
            <Toggle
              label="Revoke Freeze"
              checked={on.revokeFreeze}
              onChange={toggle('revokeFreeze')}
              price={`+${OPTION}`}
              description="Nobody can freeze holders' accounts"
            />
            <Toggle
              label="Revoke Mint"
              checked={on.revokeMint}
              onChange={toggle('revokeMint')}
              price={`+${OPTION}`}
              description="The supply is fixed for good"
            />
            <Toggle
              label="Revoke Update"
              checked={on.revokeUpdate}
              onChange={toggle('revokeUpdate')}
              price={`+${OPTION}`}
              description="The metadata can never change (immutable)"
            />
          </Section>

          <TokenExtensionsSection value={v.extensions} onChange={(next) => set('extensions', next)} problem={extensionProblem} />
          <VanityAddressSection grinder={vanity} />

          <div className="flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">
              Total fee{' '}
              <output aria-label="Total fee" className="ml-2 text-xl font-semibold tabular text-fg">
                {sol(fee)}
              </output>
            </p>
            <ActionButton
              onClick={() => void onSubmit()}
              label="Create Token"
              busyLabel={TEXTS.creating}
              busy={busy}
              connectLabel={TEXTS.connectWalletLower}
              // A search still running would otherwise create the token at a random address.
              reason={vanity.state.status === 'running' ? TEXTS.vanityStillSearching : null}
              className="sm:min-w-48"
            />
          </div>
        </Card>
      </form>
    </div>
  );
}
