/**
 * The event editor's ticket and day-ticket texts (texts/catalog-tickets.ts) join the admin
 * translator when the event editor's chunk loads, so they add nothing to the screen families'
 * shared texts chunk (its 30 KB budget). Imported for its effect by the event editor.
 */
import { addScreenTexts } from '../../i18n';
import { TICKET_TEXTS } from '../../texts/catalog-tickets';

addScreenTexts(TICKET_TEXTS);
