export * from './e-invoice';
export { amount, ciiXml, percent, unitPrice } from './cii-xml';
export { checkEn16931, type RuleViolation } from './en16931-rules';
export * from './factur-x';
export { readCii } from './read-cii';
