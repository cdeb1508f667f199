/**
 * The trading page's view of the user's open orders (active or paused) on pools of its token:
 * what each does and where it stands, with a way to Making Bots to manage them or add one.
 */
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { KIND_LABELS, planText, sideText, STATUS_LABELS, whenText } from './order-words.ts';
import { useLiveOrders } from './use-live-orders.ts';

const selectUserId = (s: { wallet: { user: { _id: string } | null } }) => s.wallet.user?._id ?? null;

export function TokenOpenOrders({ mint, pool }: { mint: string; /** The page's main pool, offered for a new order. */ pool?: string }) {
  const session = useWalletSession();
  const userId = useSelector(selectUserId);
  const signedIn = session.connected && !!userId;
  const orders = useLiveOrders({ mint, status: 'open' }, { skip: !signedIn });
  if (!signedIn || !orders.data) return null;
  const open = orders.data.orders;
  const newOrder = pool ? `${ROUTES.makingBots}?pool=${pool}` : ROUTES.makingBots;
  return (
    <section aria-label="Your open orders" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface/70 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold">Your open orders</h2>
        <Link to={newOrder} className="text-sm text-accent hover:underline">
          {open.length ? 'Manage in Making Bots' : 'New order'}
        </Link>
      </div>
      {open.length === 0 ? (
        <p className="text-sm text-muted">No DCA, TWAP, limit, stop-loss or take-profit order of yours trades this token.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {open.map((o) => (
            <li key={o.id} className="rounded-xl border border-line bg-bg/40 p-3 text-sm" data-testid="open-order">
              <p className="font-medium">
                {KIND_LABELS[o.kind]} · {sideText(o.side, o.base.symbol)} · {STATUS_LABELS[o.status]}
              </p>
              <p className="text-muted">{planText(o)}</p>
              <p className="tabular text-muted">
                {o.progress.fills}
                {o.count !== null ? ` of ${o.count}` : ''} fills
                {o.averagePrice ? ` · average ${o.averagePrice} ${o.quote.symbol}` : ''}
                {o.nextFillAt ? ` · next ${whenText(o.nextFillAt)}` : ''}
              </p>
              {o.reason && o.status === 'paused' && <p className="text-warn">{o.reason.message}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
