/**
 * Create Solana Liquidity Pool (spec 2): step 1 initialises the pool (both deposits, LP, the
 * 0.15 SOL fee) in one transaction; step 2 adds liquidity to it. Fee tier, optional UTC start time.
 */
import { Check, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FEE_TIERS, FEES, formatAmount, LIQUIDITY_TEXTS, NATIVE_MINT, TEXTS, type PoolView } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';
import { ActionButton, AddressChip, Card, cn, Field, PageHeader, TokenPicker, type PickerToken } from '../../shared/ui/index.ts';
import { addLiquidity, fetchPool, initPool } from './api.ts';
import { show, Stat, TokenSelect, TxLink } from './ui.tsx';

const SOL: PickerToken = { mint: NATIVE_MINT, symbol: 'SOL', name: 'Solana', decimals: 9 };
const sol = (lamports: bigint) => formatAmount(lamports, 9);

export function CreatePoolPage() {
  const runTransactions = useTransactionRunner();
  const [step, setStep] = useState<1 | 2>(1);
  const [base, setBase] = useState<PickerToken | null>(null);
  const [quote, setQuote] = useState<PickerToken | null>(SOL);
  const [baseAmount, setBaseAmount] = useState('');
  const [quoteAmount, setQuoteAmount] = useState('');
  const [feeTier, setFeeTier] = useState<number>(1);
  const [customStart, setCustomStart] = useState(false);
  const [startTime, setStartTime] = useState('');
  const [picker, setPicker] = useState<'base' | 'quote' | null>(null);
  const [busy, setBusy] = useState(false);
  const [pool, setPool] = useState<PoolView | null>(null);
  const [addBase, setAddBase] = useState('');

  useEffect(() => {
    if (pool && !addBase) setAddBase(pool.initBaseAmount);
  }, [pool, addBase]);

  const reloadPool = (address: string) => fetchPool(address).then(setPool);

  async function create() {
    if (!base || !quote) return toast.warning(TEXTS.fillAllTheFields);
    if (!baseAmount || !quoteAmount) return toast.warning(LIQUIDITY_TEXTS.amountRequired);
    setBusy(true);
    try {
      const built = await initPool({
        baseToken: base.mint,
        quoteToken: quote.mint,
        baseAmount,
        quoteAmount,
        feeTier,
        // The picker shows UTC; the value is read as UTC.
        ...(customStart && startTime ? { startTime: `${startTime}:00Z` } : {}),
      });
      const [result] = (await runTransactions([built.transaction])).results;
      if (!result!.ok) throw new Error(result!.message);
      toast.success(LIQUIDITY_TEXTS.poolCreated, { description: <TxLink signature={result!.signature} /> });
      await reloadPool(built.pool);
      setStep(2);
    } catch (e) {
      toast.error(TEXTS.errorCreatingPool, { description: e instanceof Error && !('status' in e) ? e.message : messageOf(e, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  async function add() {
    if (!pool) return;
    setBusy(true);
    try {
      const built = await addLiquidity({ pool: pool.pool, baseAmount: addBase });
      const [result] = (await runTransactions([built.transaction])).results;
      if (!result!.ok) throw new Error(result!.message);
      toast.success(LIQUIDITY_TEXTS.liquidityAdded, {
        description: (
          <span>
            {show(built.data.baseAmount, pool.base.decimals)} {pool.base.symbol} + {show(built.data.quoteAmount, pool.quote.decimals)} {pool.quote.symbol}
            <br />
            <TxLink signature={result!.signature} />
          </span>
        ),
      });
      await reloadPool(pool.pool);
    } catch (e) {
      toast.error(TEXTS.errorCreatingPool, { description: e instanceof Error && !('status' in e) ? e.message : messageOf(e, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  const followingQuote = (() => {
    if (!pool || !addBase) return null;
    const n = Number(addBase);
    return Number.isFinite(n) && n > 0 ? (n * pool.price).toLocaleString(undefined, { maximumFractionDigits: pool.quote.decimals }) : null;
  })();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Create Solana Liquidity Pool" subtitle="Initialise a constant-product pool for your token, then add liquidity to it." />
      <ol className="mb-6 grid grid-cols-2 gap-3" aria-label="Steps">
        {(['Initialise pool', 'Add liquidity'] as const).map((label, i) => (
          <li
            key={label}
            aria-current={step === i + 1 ? 'step' : undefined}
            className={cn('flex items-center gap-3 rounded-xl border px-4 py-3 text-sm', step === i + 1 ? 'border-accent/70 bg-accent/10' : 'border-line bg-surface/60 text-muted')}
          >
            <span className={cn('grid size-7 place-items-center rounded-full text-xs font-bold', step > i + 1 ? 'bg-ok text-black' : step === i + 1 ? 'bg-accent text-accent-fg' : 'bg-surface-2')}>
              {step > i + 1 ? <Check className="size-4" aria-hidden /> : i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>

      {step === 1 ? (
        <Card className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <TokenSelect label="Base Token" token={base} onClick={() => setPicker('base')} />
            <TokenSelect label="Quote Token" token={quote} onClick={() => setPicker('quote')} />
            <Field tabular label="Base Token Amount" required inputMode="decimal" placeholder="0.00" value={baseAmount} onChange={(e) => setBaseAmount(e.target.value.replace(/[^0-9.]/g, ''))} />
            <Field tabular label="Quote Token Amount" required inputMode="decimal" placeholder="0.00" value={quoteAmount} onChange={(e) => setQuoteAmount(e.target.value.replace(/[^0-9.]/g, ''))} />
          </div>
          {base && quote && Number(baseAmount) > 0 && Number(quoteAmount) > 0 && (
            <p className="text-sm text-muted">
              Starting price: <span className="tabular text-fg">1 {base.symbol} = {(Number(quoteAmount) / Number(baseAmount)).toPrecision(6)} {quote.symbol}</span>
            </p>
          )}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-fg/90">Fee Tier</legend>
            <div role="radiogroup" aria-label="Fee Tier" className="grid grid-cols-5 gap-2">
              {FEE_TIERS.map((tier) => (
                <button
                  key={tier}
                  type="button"
                  role="radio"
                  aria-checked={feeTier === tier}
                  onClick={() => setFeeTier(tier)}
                  className={cn('rounded-xl border px-2 py-2.5 text-sm font-semibold tabular', feeTier === tier ? 'border-accent bg-accent/15 text-fg' : 'border-line bg-bg/40 text-muted hover:border-accent/50')}
                >
                  {tier}%
                </button>
              ))}
            </div>
            <p className="mt-2 text-xs text-muted">Traders pay this share of each swap to the pool, which grows the value of its LP tokens.</p>
          </fieldset>
          <div className="flex flex-col gap-3">
            <label className="inline-flex items-center gap-3 text-sm font-medium">
              <input type="checkbox" role="switch" checked={customStart} onChange={(e) => setCustomStart(e.target.checked)} className="size-4 accent-[var(--color-accent)]" />
              Custom start time
            </label>
            {customStart && (
              <Field
                tabular
                label="Launch date and time (UTC)"
                type="datetime-local"
                value={startTime}
                onChange={(e) => setStartTime(e.target.value)}
                hint="Swaps are refused before this time; liquidity can be added at once."
              />
            )}
          </div>
          <div className="rounded-xl border border-line bg-bg/40 p-4 text-sm">
            <div className="flex justify-between">
              <span className="text-muted">Estimated cost</span>
              <span className="tabular font-semibold">≈ {sol(FEES.poolCreation + FEES.poolAccountsEstimate)} SOL</span>
            </div>
            <div className="mt-1 flex justify-between text-xs text-muted">
              <span>{sol(FEES.poolCreation)} SOL reserved (pool creation fee)</span>
              <span>≈ {sol(FEES.poolAccountsEstimate)} SOL for accounts</span>
            </div>
          </div>
          <p className="flex items-start gap-2 text-xs text-muted">
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {LIQUIDITY_TEXTS.trustModel} 1000 LP base units stay locked in the pool forever, so it can never be emptied.
          </p>
          <ActionButton label="Initialise Pool" busyLabel={TEXTS.creatingPool} busy={busy} onClick={create} className="w-full py-3" />
        </Card>
      ) : (
        pool && (
          <Card className="flex flex-col gap-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 className="text-lg font-semibold">
                  {pool.base.symbol}/{pool.quote.symbol} · {pool.feeTier}%
                </h2>
                <p className="text-sm text-muted">Pool created. Add more liquidity now, or later from Manage Liquidity.</p>
              </div>
              <AddressChip address={pool.pool} label="Copy pool address" />
            </div>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Stat label={`${pool.base.symbol} reserve`} value={show(pool.baseReserve, pool.base.decimals)} />
              <Stat label={`${pool.quote.symbol} reserve`} value={show(pool.quoteReserve, pool.quote.decimals)} />
              <Stat label="Start time (UTC)" value={pool.startTime ? new Date(pool.startTime).toUTCString() : 'Now'} />
            </div>
            <Field
              tabular
              label={`${pool.base.symbol} to add`}
              inputMode="decimal"
              value={addBase}
              onChange={(e) => setAddBase(e.target.value.replace(/[^0-9.]/g, ''))}
              hint={followingQuote ? `plus about ${followingQuote} ${pool.quote.symbol} at the pool's ratio` : undefined}
            />
            <div className="flex flex-wrap gap-3">
              <ActionButton label="Add Liquidity" busyLabel={TEXTS.adding} busy={busy} onClick={add} className="flex-1 py-3" />
              <Link to={`/solana/manage-liquidity?pool=${pool.pool}`} className="inline-flex items-center rounded-xl border border-line px-4 text-sm font-semibold hover:border-accent/60">
                Manage Liquidity
              </Link>
            </div>
          </Card>
        )
      )}

      <TokenPicker
        open={picker !== null}
        onOpenChange={(o) => !o && setPicker(null)}
        mode={picker === 'quote' ? 'to' : 'from'}
        exclude={picker === 'base' ? quote?.mint : base?.mint}
        onSelect={(t) => (picker === 'base' ? setBase(t) : setQuote(t))}
      />
    </div>
  );
}
