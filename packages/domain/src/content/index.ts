export * from './active-content';
export * from './cookie-notice';
export * from './inline-style';
