/** Small helpers shared by the image library and the picker. */
import { AdminApiError } from '../../api';
import type { Translate } from '../../i18n';
import { errorText } from '../../errors';

/** The translated text of a failed upload or attach call. */
export function imageErrorText(error: unknown, t: Translate, defaultLanguageName: string): string {
  if (error instanceof AdminApiError) {
    if (error.code === 'IMAGE_TOO_LARGE') return t('imageTooLarge');
    if (error.code === 'IMAGE_TYPE_REFUSED') return t('imageTypeRefused');
    if (error.code === 'IMAGE_TOO_MANY_PIXELS') return t('imageTooManyPixels');
    if (error.fields.file) return t('fileRequired');
    if (Object.keys(error.fields).some((field) => field.startsWith('alt.'))) {
      return t('altMissing', { language: defaultLanguageName });
    }
  }
  return errorText(error, t);
}
