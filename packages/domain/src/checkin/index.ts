export * from './scan-rules';
