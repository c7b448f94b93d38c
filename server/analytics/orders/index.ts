// Order history in the analytics store (CONTRACT.md §1: tables orders, order_lines).
export { createOrderTables, ORDER_LINES_DDL, ORDERS_DDL, type OrderSource } from './schema';
export { ensureOrderSeed, type OrderSeedOutcome, type OrderSeedSite } from './seed';
export { generateShopOrders, type SeedOrder, type SeedOrderLine } from './generate';
export { loadOrderLines } from './read';
export { findOrder, insertPlacedOrder, type PlacedOrder, type StoredOrder } from './write';
