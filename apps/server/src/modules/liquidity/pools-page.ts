/**
 * A page of the program's pools, oldest first (by the time each opened, then by address), as the
 * list routes page: a cursor is the last pool's position, so pools opened meanwhile neither repeat
 * nor hide the rest. `creator`: only the pools whose pool_creator is that wallet.
 */
import type { CpmmPoolSnapshot } from '@toolkit/chain';
import type { PageQuery } from '@toolkit/shared';
import { decodeCursor, pageOf, type Page } from '../../lib/pagination.ts';

const SECONDS = /^\d{1,20}$/;
const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

const position = (p: CpmmPoolSnapshot) => `${p.state.openTime}|${p.address}`;

export function poolsPage(pools: CpmmPoolSnapshot[], page: PageQuery, creator?: string): Page<CpmmPoolSnapshot> {
  const after = page.cursor ? decodeCursor(page.cursor, [SECONDS, ADDRESS]) : null;
  const sorted = pools
    .filter((p) => !creator || p.state.poolCreator === creator)
    .sort((a, b) => (a.state.openTime === b.state.openTime ? (a.address < b.address ? -1 : 1) : a.state.openTime < b.state.openTime ? -1 : 1));
  const start = after
    ? sorted.findIndex((p) => p.state.openTime > BigInt(after[0]!) || (p.state.openTime === BigInt(after[0]!) && p.address > after[1]!))
    : 0;
  const rest = start < 0 ? [] : sorted.slice(start, start + page.limit + 1);
  return pageOf(rest, page.limit, position, (p) => p);
}
