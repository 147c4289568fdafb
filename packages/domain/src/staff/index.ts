export * from './roles';
export * from './recovery-codes';
