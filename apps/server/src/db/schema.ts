import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The products the firm sells; `code` is the stable id the web app and orders refer to. */
export const products = pgTable('products', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  /** The site route that describes the product (see `publicRoutes` in the shared package). */
  route: text('route').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Yearly plans of a product. Prices are kept in paise so no rupee amount is ever a float. */
export const plans = pgTable(
  'plans',
  {
    code: text('code').primaryKey(),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    limitUnit: text('limit_unit').notNull(),
    /** Null means the plan has no upper limit. */
    limitValue: integer('limit_value'),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('plans_product_code_idx').on(table.productCode)],
);

/** Messages sent through the contact panel and the contact-us page. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    comments: text('comments').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
