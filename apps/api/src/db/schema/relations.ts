import { relations } from 'drizzle-orm';
import { accountTokens, customerAddresses, customers, sessions } from './accounts';
import {
  categories,
  categoryTranslations,
  productCategories,
  products,
  productTranslations,
} from './catalogue';
import { contentItems, contentTranslations } from './content';
import { erpOutbox } from './erp';
import { orderLines, orders } from './orders';
import { payments } from './payments';
import { shopHomeContent, shops } from './shops';

// The foreign keys of the tables, as Drizzle's relational queries (`db.query.*.with`) read them.

export const shopRelations = relations(shops, ({ many }) => ({
  customers: many(customers),
  products: many(products),
  categories: many(categories),
  orders: many(orders),
  homeContent: many(shopHomeContent),
  contentItems: many(contentItems),
}));

export const shopHomeContentRelations = relations(shopHomeContent, ({ one }) => ({
  shop: one(shops, { fields: [shopHomeContent.shopCode], references: [shops.code] }),
}));

export const customerRelations = relations(customers, ({ one, many }) => ({
  shop: one(shops, { fields: [customers.shopCode], references: [shops.code] }),
  address: one(customerAddresses),
  sessions: many(sessions),
  tokens: many(accountTokens),
  orders: many(orders),
}));

export const customerAddressRelations = relations(customerAddresses, ({ one }) => ({
  customer: one(customers, { fields: [customerAddresses.customerId], references: [customers.id] }),
}));

export const sessionRelations = relations(sessions, ({ one }) => ({
  customer: one(customers, { fields: [sessions.customerId], references: [customers.id] }),
}));

export const accountTokenRelations = relations(accountTokens, ({ one }) => ({
  customer: one(customers, { fields: [accountTokens.customerId], references: [customers.id] }),
}));

export const categoryRelations = relations(categories, ({ one, many }) => ({
  shop: one(shops, { fields: [categories.shopCode], references: [shops.code] }),
  translations: many(categoryTranslations),
  products: many(productCategories),
}));

export const categoryTranslationRelations = relations(categoryTranslations, ({ one }) => ({
  category: one(categories, {
    fields: [categoryTranslations.categoryId],
    references: [categories.id],
  }),
}));

export const productRelations = relations(products, ({ one, many }) => ({
  shop: one(shops, { fields: [products.shopCode], references: [shops.code] }),
  translations: many(productTranslations),
  categories: many(productCategories),
}));

export const productTranslationRelations = relations(productTranslations, ({ one }) => ({
  product: one(products, { fields: [productTranslations.productId], references: [products.id] }),
}));

export const productCategoryRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, {
    fields: [productCategories.categoryId],
    references: [categories.id],
  }),
}));

export const orderRelations = relations(orders, ({ one, many }) => ({
  shop: one(shops, { fields: [orders.shopCode], references: [shops.code] }),
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  lines: many(orderLines),
  payments: many(payments),
  erpExports: many(erpOutbox),
}));

export const orderLineRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
}));

export const paymentRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const erpOutboxRelations = relations(erpOutbox, ({ one }) => ({
  order: one(orders, { fields: [erpOutbox.orderId], references: [orders.id] }),
}));

export const contentItemRelations = relations(contentItems, ({ one, many }) => ({
  shop: one(shops, { fields: [contentItems.shopCode], references: [shops.code] }),
  translations: many(contentTranslations),
}));

export const contentTranslationRelations = relations(contentTranslations, ({ one }) => ({
  item: one(contentItems, { fields: [contentTranslations.itemId], references: [contentItems.id] }),
}));
