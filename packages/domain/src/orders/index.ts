export * from './refunds';
export * from './ledger';
