export * from './periods';
export * from './figures';
export * from './csv';
export * from './today';
