export * from './active-content';
export * from './cookie-notice';
export * from './html-attribute';
export * from './inline-style';
export * from './legal-links';
