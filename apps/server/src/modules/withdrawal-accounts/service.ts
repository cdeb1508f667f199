/**
 * The user's withdrawal accounts (the dashboard's "Withdrawal Account" dialog). Scoped to the
 * owner like every record: another user's account is "not found".
 */
import { and, eq } from 'drizzle-orm';
import type { AddWithdrawAccountRequest, PageQuery, UpdateWithdrawAccountRequest, WithdrawAccount } from '@toolkit/shared';
import type { Db } from '../../db/index.ts';
import { withdrawAccounts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isRecordId } from '../../lib/ids.ts';
import { creationKeyset, pageOf, type Page } from '../../lib/pagination.ts';

type Row = typeof withdrawAccounts.$inferSelect;

export const withdrawAccountView = (row: Row): WithdrawAccount => ({
  _id: row.id,
  name: row.name,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
});

export function createWithdrawalAccountService(db: Db) {
  const owned = (userId: string, id: string) => and(eq(withdrawAccounts.userId, userId), eq(withdrawAccounts.id, id));
  const notFound = () => new AppError('WITHDRAW_ACCOUNT_NOT_FOUND');

  return {
    async list(userId: string, page: PageQuery): Promise<Page<WithdrawAccount>> {
      const keyset = creationKeyset(withdrawAccounts, 'desc', page.cursor);
      const rows = await db
        .select({ row: withdrawAccounts, position: keyset.position })
        .from(withdrawAccounts)
        .where(and(eq(withdrawAccounts.userId, userId), keyset.after))
        .orderBy(...keyset.orderBy)
        .limit(page.limit + 1);
      return pageOf(
        rows,
        page.limit,
        (r) => r.position,
        (r) => withdrawAccountView(r.row),
      );
    },

    /** Every address the user may withdraw to by name (a check, not a listing: no page). */
    async addresses(userId: string): Promise<Set<string>> {
      const rows = await db.select({ address: withdrawAccounts.address }).from(withdrawAccounts).where(eq(withdrawAccounts.userId, userId));
      return new Set(rows.map((r) => r.address));
    },

    async get(userId: string, id: string): Promise<WithdrawAccount> {
      if (!isRecordId(id)) throw notFound();
      const [row] = await db.select().from(withdrawAccounts).where(owned(userId, id));
      if (!row) throw notFound();
      return withdrawAccountView(row);
    },

    async add(userId: string, body: AddWithdrawAccountRequest): Promise<WithdrawAccount> {
      const [row] = await db.insert(withdrawAccounts).values({ userId, name: body.name, address: body.address }).returning();
      return withdrawAccountView(row!);
    },

    async update(userId: string, id: string, body: UpdateWithdrawAccountRequest): Promise<WithdrawAccount> {
      if (!isRecordId(id)) throw notFound();
      const changes: Partial<typeof withdrawAccounts.$inferInsert> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.address !== undefined) changes.address = body.address;
      if (Object.keys(changes).length === 0) return this.get(userId, id);
      const [row] = await db.update(withdrawAccounts).set(changes).where(owned(userId, id)).returning();
      if (!row) throw notFound();
      return withdrawAccountView(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isRecordId(id)) throw notFound();
      const [row] = await db.delete(withdrawAccounts).where(owned(userId, id)).returning({ id: withdrawAccounts.id });
      if (!row) throw notFound();
    },
  };
}
export type WithdrawalAccountService = ReturnType<typeof createWithdrawalAccountService>;
