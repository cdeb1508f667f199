/**
 * The table both token lists draw (Tokenized Assets and Token Created by You): the token's name,
 * how much of it there is, the market columns and what the user can do with it, one row a token.
 */
import type { ReactNode } from 'react';
import { CARD_BODY, CARD_HEAD, CARD_TABLE, cn } from '../../../shared/ui/index.ts';
import { useFiat } from '../../settings/index.ts';
import { marketColumns } from './MarketCells.tsx';

export function TokenTable({
  amountColumn,
  actionColumn,
  className,
  children,
}: {
  amountColumn: string;
  actionColumn: string;
  /** The width under which the table scrolls sideways. */
  className: string;
  /** The rows: TokenNameCell, the amount, MarketCells and the actions. */
  children: ReactNode;
}) {
  const fiat = useFiat();
  return (
    <table className={cn(CARD_TABLE, className)}>
      <thead className={CARD_HEAD}>
        <tr className="text-left text-xs uppercase tracking-wider text-muted">
          {['Name', amountColumn, ...marketColumns(fiat.currency), actionColumn].map((h) => (
            <th key={h} scope="col" className="px-3 py-3 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={CARD_BODY}>{children}</tbody>
    </table>
  );
}
