export * from './pass-entries';
