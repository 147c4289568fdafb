export * from './active-content';
export * from './cookie-notice';
