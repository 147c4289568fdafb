/**
 * The image library's name in the navigation and the page title, composed into the admin
 * translator (i18n.ts). The library's own texts load with the screens (texts/images.ts).
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';

export type ImagesNavKey = 'navImages' | 'imagesTitle';

export const IMAGES_NAV_TEXTS: Record<StaffLanguage, Record<ImagesNavKey, string>> = {
  en: { navImages: 'Images', imagesTitle: 'Image library' },
  de: { navImages: 'Bilder', imagesTitle: 'Bildbibliothek' },
  fr: { navImages: 'Images', imagesTitle: 'Photothèque' },
  it: { navImages: 'Immagini', imagesTitle: 'Libreria immagini' },
  nl: { navImages: 'Afbeeldingen', imagesTitle: 'Beeldbank' },
  es: { navImages: 'Imágenes', imagesTitle: 'Biblioteca de imágenes' },
  sv: { navImages: 'Bilder', imagesTitle: 'Bildbibliotek' },
  da: { navImages: 'Billeder', imagesTitle: 'Billedbibliotek' },
};
