export * from './rows';
export * from './datev';
