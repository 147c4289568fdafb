export * from './refunds';
export * from './ledger';
export * from './order-lookup';
export * from './closures';
export * from './line-split';
export * from './move';
export * from './admissions';
export * from './wallet-parts';
