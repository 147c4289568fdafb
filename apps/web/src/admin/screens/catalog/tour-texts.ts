/**
 * The tour editor's texts (texts/catalog-tours.ts, texts/catalog-tour-slots.ts) join the admin
 * translator when the first tour screen's chunk loads, so they add nothing to the screen families'
 * shared texts chunk (its 30 KB budget). Imported for its effect by the tour screens.
 */
import { addScreenTexts } from '../../i18n';
import { TOUR_SLOT_TEXTS } from '../../texts/catalog-tour-slots';
import { TOUR_TEXTS } from '../../texts/catalog-tours';

addScreenTexts(TOUR_TEXTS);
addScreenTexts(TOUR_SLOT_TEXTS);
