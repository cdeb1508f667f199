import { useState } from 'react';
import { TEXTS } from '@toolkit/shared';
import { Button, Field, FieldMessage } from '../../../../shared/ui/index.ts';
import { Toggle } from '../../ui/Toggle.tsx';
import { formatDuration } from './format-duration.ts';
import { stillSearchingShare } from './odds.ts';
import type { GrinderState, useVanityGrinder } from './use-vanity-grinder.ts';

const count = (n: number) => Math.round(n).toLocaleString('en-US');

function Figures({ state }: { state: GrinderState }) {
  if (state.status !== 'running' && state.status !== 'cancelled' && state.status !== 'found') return null;
  return (
    <dl className="grid grid-cols-3 gap-2 text-xs">
      <div>
        <dt className="text-muted">{TEXTS.vanityForm.attempts}</dt>
        <dd aria-label={TEXTS.vanityForm.attempts} className="tabular text-fg">
          {count(state.attempts)}
        </dd>
      </div>
      {state.status === 'running' && (
        <>
          <div>
            <dt className="text-muted">{TEXTS.vanityForm.rate}</dt>
            <dd aria-label={TEXTS.vanityForm.rate} className="tabular text-fg">
              {state.rate ? TEXTS.vanityForm.keysPerSecond(count(state.rate)) : TEXTS.vanityForm.measuring}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{TEXTS.vanityForm.expectedTime}</dt>
            <dd aria-label={TEXTS.vanityForm.expectedTime} className="tabular text-fg">
              {formatDuration(state.expectedSeconds)}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

/**
 * The search's attempts against the number expected: full at the expected count. Past it the
 * search says so, with how rare such a long search is, instead of a bar that seems stuck.
 */
function Progress({ attempts, expected }: { attempts: number; expected: number }) {
  const share = Math.min(1, attempts / expected);
  const still = stillSearchingShare(attempts, expected);
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={TEXTS.vanityForm.progress}
        aria-valuemin={0}
        aria-valuemax={Math.round(expected)}
        aria-valuenow={Math.round(Math.min(attempts, expected))}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className={`h-full rounded-full transition-[width] ${share >= 1 ? 'bg-warn' : 'bg-accent'}`} style={{ width: `${share * 100}%` }} />
      </div>
      {attempts > expected && <p className="text-xs text-warn">{TEXTS.vanityForm.longRun(`${Math.max(1, Math.round(still * 100))} %`)}</p>}
    </div>
  );
}

/**
 * A vanity mint address, ground on this device by one Web Worker per core. The key
 * never leaves the browser: it signs the creation transaction here, before the wallet does.
 */
export function VanityAddressSection({ grinder }: { grinder: ReturnType<typeof useVanityGrinder> }) {
  const [on, setOn] = useState(false);
  const [prefix, setPrefix] = useState('');
  const [suffix, setSuffix] = useState('');
  const [ignoreCase, setIgnoreCase] = useState(false);
  const { state, start, cancel, reset } = grinder;
  const toggle = (v: boolean) => {
    setOn(v);
    if (!v) reset();
  };
  return (
    <div className="space-y-3">
      <Toggle label={TEXTS.vanityTitle} checked={on} onChange={toggle} price={TEXTS.vanityForm.price} description={TEXTS.vanityForm.explanation} />
      {on && (
        <div className="space-y-3 rounded-xl border border-line p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={TEXTS.vanityForm.prefix}
              mono
              value={prefix}
              maxLength={8}
              onChange={(e) => setPrefix(e.target.value.trim())}
              disabled={state.status === 'running'}
            />
            <Field
              label={TEXTS.vanityForm.suffix}
              mono
              value={suffix}
              maxLength={8}
              onChange={(e) => setSuffix(e.target.value.trim())}
              disabled={state.status === 'running'}
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={ignoreCase} onChange={(e) => setIgnoreCase(e.target.checked)} disabled={state.status === 'running'} />
            {TEXTS.vanityForm.ignoreCase}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            {state.status === 'running' ? (
              <Button variant="secondary" onClick={cancel}>
                {TEXTS.vanityForm.cancel}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => start({ prefix, suffix, ignoreCase })}>
                {state.status === 'found' ? TEXTS.vanityForm.searchAgain : TEXTS.vanityForm.find}
              </Button>
            )}
            <Figures state={state} />
          </div>
          {state.status === 'running' && <Progress attempts={state.attempts} expected={state.expectedAttempts} />}
          <FieldMessage message={state.status === 'refused' ? state.message : null} />
          {state.status === 'cancelled' && <p className="text-xs text-muted">{TEXTS.vanityCancelled}</p>}
          {state.status === 'found' && (
            <p className="text-sm">
              {TEXTS.vanityFound}:{' '}
              <output aria-label={TEXTS.vanityForm.foundAddress} className="break-all font-mono text-ok">
                {state.address}
              </output>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
