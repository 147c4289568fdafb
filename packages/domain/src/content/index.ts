export * from './active-content';
