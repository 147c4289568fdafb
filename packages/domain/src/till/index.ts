/** The till's rules (docs/till.md): payment and change, Z report, receipt, QR code, storno. */
export * from './refusals';
export * from './payment';
export * from './vat-keys';
export * from './z-report';
export * from './qr-code';
export * from './receipt';
export * from './storno';
export * from './shift';
export * from './dsfinvk';
export * from './cashier-report';
export * from './cash-input';
export * from './best-sellers';
export * from './document-labels';
