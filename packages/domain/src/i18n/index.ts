export { asLocalizedText, localized, type LocalizedText } from './localized-text';
export { fillPlaceholders, type PlaceholderValues } from './placeholders';
