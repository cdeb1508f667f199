import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  createTokenFieldsSchema,
  creationFeeLamports,
  FEES,
  LIMITS,
  normaliseSocialLink,
  SOCIAL_FIELDS,
  TEXTS,
  type CreateTokenFields,
  type RoadmapStage,
  type SocialField,
  type TokenomicsEntry,
} from '@toolkit/shared';
import type { z } from 'zod';
import { messageOf } from '../../../shared/api/index.ts';
import { focusRef, showOnField } from '../../../shared/forms/index.ts';
import { ActionButton, AmountInput, Card, Field, PageHeader, TextArea } from '../../../shared/ui/index.ts';
import { usePrepareTokenCreationMutation } from '../api.ts';
import { TransactionLinks } from '../ui/ExplorerToastLink.tsx';
import type { CreatedToken } from './CreatedTokenPanel.tsx';
import { ImagePicker } from '../ui/ImagePicker.tsx';
import { sol } from '../ui/format.ts';
import { Toggle } from '../ui/Toggle.tsx';
import { tokenChangeTags, useSignAndSubmit } from '../use-submit.ts';
import { RoadmapEditor } from './RoadmapEditor.tsx';
import { SOCIAL_PLACEHOLDERS, socialLinks } from './social-links.ts';
import { TagsInput } from './TagsInput.tsx';
import { TeamEditor, type TeamMemberDraft } from './TeamEditor.tsx';
import { checkExtensions, extensionCount, NO_EXTENSIONS, TokenExtensionsSection, type ExtensionProblem } from './TokenExtensionsSection.tsx';
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

interface Sections {
  creator: boolean;
  socials: boolean;
  video: boolean;
  cover: boolean;
  team: boolean;
  tokenomics: boolean;
  roadmap: boolean;
  revokeFreeze: boolean;
  revokeMint: boolean;
  revokeUpdate: boolean;
}

const OPTION = sol(FEES.tokenCreationOption);

/** The form registers the basics; toggled sections and editors keep their state beside it. */
type Basics = z.input<typeof createTokenFieldsSchema>;
const BASIC_ORDER = ['name', 'symbol', 'decimals', 'initialMint', 'description'] as const;
/** A refusal naming one of the basics shows under it (the server names the same fields). */
const BASIC_FIELDS = Object.fromEntries(BASIC_ORDER.map((k) => [k, k])) as Record<(typeof BASIC_ORDER)[number], (typeof BASIC_ORDER)[number]>;

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
  // The shared schema checks the basics here (the same messages the server answers); the lists
  // are checked entry by entry in their editors and again by the server.
  const basics = useForm<Basics, unknown, CreateTokenFields>({
    resolver: zodResolver(createTokenFieldsSchema),
    defaultValues: { name: '', symbol: '', decimals: '9', initialMint: '', description: '' },
  });
  const [initialMint, decimalsText] = useWatch({ control: basics.control, name: ['initialMint', 'decimals'] });
  const typedDecimals = Number(decimalsText);
  // Until the decimals read as a whole number 0..9 the supply's decimals go unchecked here (the schema names the decimals' problem).
  const supplyDecimals = Number.isInteger(typedDecimals) && typedDecimals >= 0 && typedDecimals <= LIMITS.decimalsMax ? typedDecimals : undefined;
  const [image, setImage] = useState<File | null>(null);
  const [on, setOn] = useState<Sections>({
    creator: false,
    socials: false,
    video: false,
    cover: false,
    team: false,
    tokenomics: false,
    roadmap: false,
    revokeFreeze: false,
    revokeMint: false,
    revokeUpdate: false,
  });
  const [creator, setCreator] = useState({ creatorName: '', creatorWebsite: '' });
  const [creatorError, setCreatorError] = useState<string | null>(null);
  const creatorNameId = useId();
  const { errors } = basics.formState;
  const [socials, setSocials] = useState<Record<SocialField, string>>(
    () => Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, ''])) as Record<SocialField, string>,
  );
  const [socialErrors, setSocialErrors] = useState<Partial<Record<SocialField, string>>>({});
  const [youtubeVideo, setYoutubeVideo] = useState('');
  const [cover, setCover] = useState<File | null>(null);
  const [coverImageURL, setCoverImageURL] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [team, setTeam] = useState<TeamMemberDraft[]>([]);
  const [tokenomics, setTokenomics] = useState<TokenomicsEntry[]>([]);
  const [roadmap, setRoadmap] = useState<RoadmapStage[]>([]);
  const [extensions, setExtensions] = useState(NO_EXTENSIONS);
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
        extensions: extensionCount(extensions),
      }),
    [on, extensions],
  );
  const toggle = (k: keyof Sections) => (v: boolean) => setOn((s) => ({ ...s, [k]: v }));
  const buildForm = (basic: CreateTokenFields): FormData | null => {
    if (on.creator && !creator.creatorName.trim() && !creator.creatorWebsite.trim()) {
      setCreatorError(TEXTS.fillAllFields);
      document.getElementById(creatorNameId)?.focus();
      return null;
    }
    const form = new FormData();
    for (const k of BASIC_ORDER) form.append(k, String(basic[k] ?? ''));
    form.append('revokeFreeze', String(on.revokeFreeze));
    form.append('revokeMint', String(on.revokeMint));
    form.append('revokeUpdate', String(on.revokeUpdate));
    const checked = checkExtensions(extensions, on.revokeFreeze);
    setExtensionProblem('message' in checked ? checked : null);
    if ('message' in checked) return null;
    if (Object.keys(checked.extensions).length) form.append('extensions', JSON.stringify(checked.extensions));
    if (vanity.state.status === 'found') form.append('mint', vanity.state.address);
    if (image) form.append('image', image);
    if (on.creator) {
      form.append('creatorName', creator.creatorName.trim());
      form.append('creatorWebsite', creator.creatorWebsite.trim());
    }
    if (on.socials) {
      // "@handle" and "site.xyz" become the URLs they stand for; what still is no URL is named under its field.
      const links = socialLinks(socials);
      setSocials(links.values);
      setSocialErrors(links.errors);
      const wrong = SOCIAL_FIELDS.find((f) => links.errors[f]);
      if (wrong) {
        document.getElementById(`social-${wrong}`)?.focus();
        return null;
      }
      for (const f of SOCIAL_FIELDS) if (links.values[f]) form.append(f, links.values[f]);
    }
    if (on.video && youtubeVideo.trim()) form.append('youtubeVideo', youtubeVideo.trim());
    if (on.cover) {
      if (cover) form.append('coverImage', cover);
      else if (coverImageURL.trim()) form.append('coverImageURL', coverImageURL.trim());
    }
    if (tags.length) form.append('tags', JSON.stringify(tags));
    if (on.team && team.length) {
      form.append('team', JSON.stringify(team.map(({ avatar: _avatar, ...m }) => Object.fromEntries(Object.entries(m).filter(([, v]) => v !== '')))));
      for (const m of team) if (m.avatar) form.append(`teamAvatar_${m.id}`, m.avatar);
    }
    if (on.tokenomics && tokenomics.length) form.append('tokenomics', JSON.stringify(tokenomics));
    if (on.roadmap && roadmap.length) form.append('roadmap', JSON.stringify(roadmap));
    return form;
  };

  // A wrong basic shows its message under its field, which takes the focus (react-hook-form).
  const onSubmit = basics.handleSubmit(async (basic) => {
    const form = buildForm(basic);
    if (!form) return;
    setBusy(true);
    try {
      const created = await prepareTokenCreation(form).unwrap();
      // A vanity mint's key signs here, before the wallet (its key never reached the server).
      const transaction = vanity.state.status === 'found' ? await signWithMintKey(created.transaction, vanity.state) : created.transaction;
      const outcome = await submit([transaction], [...tokenChangeTags(created.mint), 'ManagedTokens']);
      if (outcome.ok) {
        toast.success(TEXTS.tokenCreated, {
          description: <TransactionLinks signature={outcome.signatures[0]!} mint={created.mint} />,
          duration: 10_000,
        });
        onCreated?.({ mint: created.mint, signature: outcome.signatures[0]!, name: basic.name, symbol: basic.symbol });
      } else {
        toast.error(outcome.message);
      }
    } catch (err) {
      if (!showOnField(basics.setError, err, BASIC_FIELDS)) toast.error(messageOf(err, TEXTS.failedToCommunicate));
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
                {...basics.register('name')}
                error={errors.name?.message}
                hint={`Up to ${LIMITS.tokenNameMax} characters`}
              />
              <Field
                label="Symbol"
                required
                placeholder="e.g. RJ"
                maxLength={LIMITS.tokenSymbolMax}
                {...basics.register('symbol')}
                error={errors.symbol?.message}
                hint={`Up to ${LIMITS.tokenSymbolMax} characters`}
              />
              <Field
                label="Decimals"
                required
                type="number"
                min={0}
                max={LIMITS.decimalsMax}
                {...basics.register('decimals')}
                error={errors.decimals?.message}
                hint="0 to 9; most tokens use 9"
              />
              {/* The amount input of every screen: "1,000,000" reads as a million, "1,5" is explained, not misread. */}
              <AmountInput
                label="Initial Supply"
                required
                placeholder="e.g. 1000000"
                ref={focusRef(basics.register, 'initialMint')}
                value={typeof initialMint === 'string' ? initialMint : ''}
                onChange={(text) => basics.setValue('initialMint', text, { shouldValidate: basics.formState.isSubmitted })}
                decimals={supplyDecimals}
                error={errors.initialMint?.message}
                hint="Minted to your wallet"
              />
            </div>
            <ImagePicker label="Image" file={image} onChange={setImage} advice={`Recommended ${TEXTS.avatarAdvice}`} />
            <TextArea
              label="Description"
              placeholder="What is this token for?"
              maxLength={1000}
              {...basics.register('description')}
              error={errors.description?.message}
            />
            <TagsInput tags={tags} onChange={setTags} />
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
                <Field
                  id={creatorNameId}
                  label="Creator Name"
                  value={creator.creatorName}
                  maxLength={64}
                  error={creatorError}
                  onChange={(e) => {
                    setCreator({ ...creator, creatorName: e.target.value });
                    setCreatorError(null);
                  }}
                />
                <Field
                  label="Creator Website"
                  type="url"
                  placeholder="https://"
                  value={creator.creatorWebsite}
                  onChange={(e) => {
                    setCreator({ ...creator, creatorWebsite: e.target.value });
                    setCreatorError(null);
                  }}
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
                    value={socials[f]}
                    onChange={(e) => setSocials({ ...socials, [f]: e.target.value })}
                    onBlur={() => setSocials({ ...socials, [f]: normaliseSocialLink(f, socials[f]) })}
                    error={socialErrors[f]}
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
                value={youtubeVideo}
                onChange={(e) => setYoutubeVideo(e.target.value)}
              />
            )}
            <Toggle label="Cover image" checked={on.cover} onChange={toggle('cover')} price="Free" />
            {on.cover && (
              <div className="space-y-3">
                <ImagePicker label="Cover Image" file={cover} onChange={setCover} advice={`At most ${TEXTS.coverAdvice}`} />
                {!cover && (
                  <Field
                    label="Cover Image URL"
                    type="url"
                    placeholder="https://"
                    value={coverImageURL}
                    onChange={(e) => setCoverImageURL(e.target.value)}
                    hint={`Or link an image; at most ${TEXTS.coverAdvice}`}
                  />
                )}
              </div>
            )}
            <Toggle label="Team" checked={on.team} onChange={toggle('team')} price={`+${OPTION}`} />
            {on.team && <TeamEditor members={team} onChange={setTeam} />}
            <Toggle label="Tokenomics" checked={on.tokenomics} onChange={toggle('tokenomics')} price={`+${OPTION}`} />
            {on.tokenomics && <TokenomicsEditor entries={tokenomics} onChange={setTokenomics} />}
            <Toggle label="Roadmap" checked={on.roadmap} onChange={toggle('roadmap')} price={`+${OPTION}`} />
            {on.roadmap && <RoadmapEditor stages={roadmap} onChange={setRoadmap} />}
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

          <TokenExtensionsSection value={extensions} onChange={setExtensions} problem={extensionProblem} />
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
