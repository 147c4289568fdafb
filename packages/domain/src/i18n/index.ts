export { asLocalizedText, localized, type LocalizedText } from './localized-text';
