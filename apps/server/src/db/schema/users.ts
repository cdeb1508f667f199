/** Users: one per wallet that signed in. Every other record points at its owner here. */
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const users = pgTable('users', {
  id: id(),
  phantomAddress: text('phantom_address').notNull().unique(),
  createdAt: createdAt(),
});

/** The user a record belongs to; services always filter on it. */
export const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
