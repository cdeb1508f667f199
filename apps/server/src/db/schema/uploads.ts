/** Uploads: the bytes each user published, and when, so a daily allowance holds across instances. */
import { bigint, index, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { owner } from './users.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: owner(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);
