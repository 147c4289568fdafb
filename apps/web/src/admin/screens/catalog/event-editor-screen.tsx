/**
 * The event editor: texts per language (the default language required), venue, shown in the shop,
 * tickets (TicketFields: name and description per language, price in €, VAT rate, kind, day and
 * family tickets with their subtickets, print/scan flags, hidden) and, once saved, the event's time
 * slots and the dates of its day tickets (DaysSection). The form is checked with the catalog file's
 * own schema before it goes to the server; the server's refusals come back per field and are shown
 * at the fields in the staff member's language (the editor's skeleton: components/editor.tsx).
 */
import { catalogEndpoints } from '@foyer/domain/admin-contract/catalog';
import { eventEditSchema } from '@foyer/domain/catalog-file/events';
import { useState } from 'react';
import {
  EditorForm,
  SaveButton,
  fieldList,
  SelectField,
  Switch,
  TextField,
  useEditor,
} from '../../components/editor';
import { useFormContext } from 'react-hook-form';
import { AdminLink } from '../../components/admin-link';
import { useAdmin } from '../../context';
import {
  bodyOf,
  DEFAULT_LANGUAGE,
  defaultTextMissing,
  emptyForm,
  fieldMessage,
  fieldOf,
  formOf,
  newTicket,
  textOf,
  type EventForm,
  type TicketForm,
} from './catalog-form';
import { NameAndDescription, TextsFieldset } from './language-row';
import { SlotsSection } from './slots-section';
import { TicketFields } from './ticket-fields';
import { DaysSection } from './days-section';
import { ClosurePanel } from './closure-panel';
import { WaitingRoomSwitch } from './waiting-room-switch';
import './ticket-texts';
import { ImagePicker } from '../images/image-picker';

export default function EventEditorScreen({ id }: { id: number | null }) {
  const { t, language } = useAdmin();
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  // The slots chosen in the table, for its bulk actions and the cancel-or-message form.
  const [selectedSlots, setSelectedSlots] = useState<ReadonlySet<number>>(new Set());
  const [slotsRequest, setSlotsRequest] = useState(0);
  const editor = useEditor({
    load: catalogEndpoints.catalogEvent,
    id,
    toForm: (detail) => (detail ? formOf(detail) : emptyForm()),
    check: {
      body: bodyOf,
      schema: eventEditSchema,
      more: (body) => defaultTextMissing(body.name, 'name'),
      describe: (path, form: EventForm) => ({
        field: fieldOf(path),
        message: t(fieldMessage(path, form)),
      }),
    },
    save: {
      create: catalogEndpoints.catalogCreateEvent,
      update: catalogEndpoints.catalogUpdateEvent,
    },
    invalidate: [catalogEndpoints.catalogEvents],
    pathOf: (saved) => `catalog/events/${saved}`,
    savedText: t('eventSaved'),
  });
  if (editor.pending) return editor.pending;
  const detail = editor.data;

  return (
    <section aria-labelledby="event-title" className="catalog-editor">
      <p>
        <AdminLink to="catalog">{t('backToCatalog')}</AdminLink>
      </p>
      <h1 id="event-title">
        {id === null ? t('newEvent') : textOf(editor.values.name, language) || t('editEvent')}
      </h1>
      <EditorForm editor={editor}>
        <TextsFieldset language={textLanguage} onLanguage={setTextLanguage}>
          <NameAndDescription
            id="event"
            name={t('eventName')}
            description={t('eventDescription')}
            language={textLanguage}
          />
        </TextsFieldset>

        <div className="create-form catalog-box">
          {detail && detail.venues.length > 0 && (
            <SelectField
              name="venue"
              id="event-venue"
              label={t('venue')}
              none={t('noVenue')}
              numeric
              choices={detail.venues.map((venue) => ({
                value: venue.id,
                label: textOf(venue.name, language),
              }))}
            />
          )}
          <TextField
            name="capacity"
            id="event-capacity"
            label={t('eventCapacity')}
            inputMode="numeric"
          />
          <Switch name="active" label={t('eventActive')} />
          <Switch name="waitingList" label={t('eventWaitingList')} />
        </div>

        <h2>{t('ticketsHeading')}</h2>
        <Tickets textLanguage={textLanguage} />
      </EditorForm>
      {id !== null && <ImagePicker type="event" id={id} />}
      {id === null || !detail ? (
        <p className="hint">{t('slotsSaveFirst')}</p>
      ) : (
        <SlotsSection
          eventId={id}
          slots={detail.slots}
          onDetail={editor.setData}
          selected={selectedSlots}
          onSelected={setSelectedSlots}
          onCloseSelected={() => setSlotsRequest((count) => count + 1)}
        />
      )}
      {id !== null && detail?.event.tickets.some((ticket) => ticket.dayTicket) ? (
        <DaysSection eventId={id} />
      ) : (
        <p className="hint">{t('daysSaveFirst')}</p>
      )}
      {id !== null && detail && (
        <ClosurePanel
          subject={{ type: 'event', id, onDetail: editor.setData }}
          selectedSlots={[...selectedSlots].filter((slot) =>
            detail.slots.some((row) => row.id === slot),
          )}
          slotsRequest={slotsRequest}
        />
      )}
      {id !== null && detail && <WaitingRoomSwitch eventId={id} />}
    </section>
  );
}

/** The event's tickets, one added or removed at a time, and the save button below them. */
function Tickets({ textLanguage }: { textLanguage: string }) {
  const { t } = useAdmin();
  const tickets = fieldList<TicketForm>(useFormContext(), 'tickets');
  return (
    <>
      {tickets.items.map((ticket, index) => (
        <TicketFields
          key={ticket.key}
          index={index}
          textLanguage={textLanguage}
          onRemove={() => tickets.remove(index)}
        />
      ))}
      <p className="row-actions">
        <button type="button" className="secondary" onClick={() => tickets.append(newTicket())}>
          {t('addTicket')}
        </button>
        <SaveButton label={t('saveEvent')} />
      </p>
    </>
  );
}
