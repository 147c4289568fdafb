export * from './refunds';
