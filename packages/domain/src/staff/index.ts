export * from './roles';
export * from './recovery-codes';
export * from './audit-sentence';
