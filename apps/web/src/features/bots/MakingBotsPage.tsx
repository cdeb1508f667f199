/**
 * Making Bots: the user's own buying and selling on a schedule or at a price (DCA, TWAP, limit,
 * stop-loss, take-profit), run by the server from a wallet of their Wallet Manager. What it does
 * not do is said as plainly: no volume bot, no holder farming, no splitting across wallets; the
 * server refuses one owner trading both sides of a pool.
 */
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/routes.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { ActionButton, Card, PageHeader } from '../../shared/ui/index.ts';
import { usePoolsQuery } from '../liquidity/index.ts';
import { useWalletListQuery } from '../wallet-manager/index.ts';
import { LimitsNote } from './LimitsNote.tsx';
import { OrderForm } from './OrderForm.tsx';
import { OrderList } from './OrderList.tsx';
import { useLiveOrders } from './use-live-orders.ts';

const selectUserId = (s: { wallet: { user: { _id: string } | null } }) => s.wallet.user?._id ?? null;

export function MakingBotsPage() {
  const session = useWalletSession();
  const userId = useSelector(selectUserId);
  const signedIn = session.connected && !!userId;
  const [params] = useSearchParams();
  const wallets = useWalletListQuery(undefined, { skip: !signedIn });
  const pools = usePoolsQuery(undefined);
  const orders = useLiveOrders(undefined, { skip: !signedIn });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Making Bots"
        subtitle="Orders that buy and sell for you on a schedule or at a price, from the wallets you keep in the Wallet Manager."
      />
      <Card className="space-y-2 text-sm" role="note" aria-label="What Making Bots does">
        <p>
          <strong>What it does:</strong> DCA, TWAP, limit, stop-loss and take-profit orders on a pool, each fill a swap from your own wallet whose
          minimum received is enforced on chain. Fund the wallet in the{' '}
          <Link to={ROUTES.walletManager} className="text-accent underline">
            Wallet Manager
          </Link>{' '}
          first.
        </p>
        <p className="text-muted">
          <strong className="text-fg">What it does not do:</strong> no volume bot, no holder farming, no random splitting across wallets. An order
          that would have your wallets trade both sides of a pool is refused: that is wash trading.
        </p>
      </Card>

      {!signedIn ? (
        <Card className="space-y-3 text-center">
          {session.connected ? (
            <p className="text-muted" aria-busy="true">
              Signing in…
            </p>
          ) : (
            <>
              <p className="text-muted">Connect your wallet to create orders and follow them.</p>
              {/* Not connected, this is the Connect Wallet button. */}
              <ActionButton label="Create order" className="mx-auto" />
            </>
          )}
        </Card>
      ) : (
        <>
          <Card className="space-y-4" role="region" aria-label="New order">
            <h2 className="font-semibold">New order</h2>
            <OrderForm
              wallets={wallets.data}
              pools={pools.data}
              initialPool={params.get('pool') ?? undefined}
              limits={orders.data?.limits}
              landedFills={orders.data?.orders.reduce((n, o) => n + o.progress.fills, 0) ?? 0}
            />
          </Card>
          <Card className="space-y-4" role="region" aria-label="Your orders">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold">Your orders</h2>
              <LimitsNote limits={orders.data?.limits} />
            </div>
            <OrderList data={orders.data} loading={orders.isLoading} wallets={wallets.data} />
          </Card>
        </>
      )}
    </div>
  );
}
