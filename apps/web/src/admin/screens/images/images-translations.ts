/**
 * The image library's texts (texts/images.ts) join the admin translator when the first screen that
 * shows images loads (the library, the picker in an editor), so they add nothing to the screen
 * families' shared texts chunk (its 30 KB budget). Imported for its effect.
 */
import { addScreenTexts } from '../../i18n';
import { IMAGES_TEXTS } from '../../texts/images';

addScreenTexts(IMAGES_TEXTS);
