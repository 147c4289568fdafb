/**
 * The event editor: texts per language (the default language required), venue, shown in the shop,
 * tickets (TicketFields: name and description per language, price in €, VAT rate, kind, day and
 * family tickets with their subtickets, print/scan flags, hidden) and, once saved, the event's time
 * slots and the dates of its day tickets (DaysSection). The form is checked with the catalog file's
 * own schema before it goes to the server; the server's refusals come back per field and are shown
 * at the fields in the staff member's language.
 */
import { catalogEndpoints, type CatalogEventDetail } from '@foyer/domain/admin-contract/catalog';
import { staffLanguage } from '@foyer/domain/admin-contract';
import { eventEditSchema } from '@foyer/domain/catalog-file/events';
import { useEffect, useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import { LANGUAGE_NAMES } from '../../i18n';
import {
  bodyOf,
  DEFAULT_LANGUAGE,
  emptyForm,
  fieldMessage,
  fieldOf,
  formOf,
  newTicket,
  textOf,
  type EventForm,
  type TicketForm,
} from './catalog-form';
import { LanguageRow } from './language-row';
import { SlotsSection } from './slots-section';
import { TicketFields } from './ticket-fields';
import { DaysSection } from './days-section';
import './ticket-texts';
import { ImagePicker } from '../images/image-picker';

type Errors = Record<string, string>;

export default function EventEditorScreen({ id }: { id: number | null }) {
  const { t, language, navigate } = useAdmin();
  const [detail, setDetail] = useState<CatalogEventDetail | null>(null);
  const [form, setForm] = useState<EventForm | null>(id === null ? emptyForm() : null);
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (id === null) return;
    callAdmin(catalogEndpoints.catalogEvent, { params: { id } })
      .then((loaded) => {
        setDetail(loaded);
        setForm(formOf(loaded));
      })
      .catch((error: unknown) => setStatus({ ok: false, text: errorText(error, t) }));
  }, [id, t]);

  if (!form) {
    return status ? <p role="alert">{status.text}</p> : <p role="status">{t('loading')}</p>;
  }

  const update = (change: Partial<EventForm>) => setForm({ ...form, ...change });
  const updateTicket = (index: number, change: Partial<TicketForm>) =>
    update({
      tickets: form.tickets.map((ticket, at) => (at === index ? { ...ticket, ...change } : ticket)),
    });

  const save = async () => {
    setStatus(null);
    const body = bodyOf(form);
    const checked = eventEditSchema.safeParse(body);
    const found: Errors = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.');
        found[fieldOf(path)] ??= t(fieldMessage(path, form));
      }
    }
    if (!(DEFAULT_LANGUAGE in (body.name as Record<string, string>))) {
      found.name ??= t('nameRequired');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ ok: false, text: t('formHasErrors') });
      return;
    }
    setBusy(true);
    try {
      const saved =
        id === null
          ? await callAdmin(catalogEndpoints.catalogCreateEvent, { body })
          : await callAdmin(catalogEndpoints.catalogUpdateEvent, { params: { id }, body });
      setDetail(saved);
      setForm(formOf(saved));
      setStatus({ ok: true, text: t('eventSaved') });
      if (id === null) navigate(`catalog/events/${saved.id}`);
    } catch (error) {
      if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) {
        const fromServer: Errors = {};
        for (const path of Object.keys(error.fields)) {
          fromServer[fieldOf(path)] ??= t(fieldMessage(path, form));
        }
        setErrors(fromServer);
        setStatus({ ok: false, text: t('formHasErrors') });
      } else {
        setStatus({ ok: false, text: errorText(error, t) });
      }
    } finally {
      setBusy(false);
    }
  };

  const languageName = LANGUAGE_NAMES[staffLanguage.parse(textLanguage)];
  const errorOf = (field: string) =>
    errors[field] ? (
      <span id={`error-${field}`} className="field-error">
        {errors[field]}
      </span>
    ) : null;
  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `error-${field}` } : {};

  return (
    <section aria-labelledby="event-title" className="catalog-editor">
      <p>
        <a
          href="/admin/catalog"
          onClick={(event) => {
            event.preventDefault();
            navigate('catalog');
          }}
        >
          {t('backToCatalog')}
        </a>
      </p>
      <h1 id="event-title">
        {id === null ? t('newEvent') : textOf(form.name, language) || t('editEvent')}
      </h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className="catalog-box">
          <legend>{t('textsIn')}</legend>
          <LanguageRow value={textLanguage} onChange={setTextLanguage} />
          <div className="field">
            <label htmlFor="event-name">
              {t('eventName')} ({languageName})
            </label>
            <input
              id="event-name"
              lang={textLanguage}
              value={form.name[textLanguage] ?? ''}
              required={textLanguage === DEFAULT_LANGUAGE}
              onChange={(event) =>
                update({ name: { ...form.name, [textLanguage]: event.target.value } })
              }
              {...described('name')}
            />
            {errorOf('name')}
          </div>
          <div className="field">
            <label htmlFor="event-description">
              {t('eventDescription')} ({languageName})
            </label>
            <textarea
              id="event-description"
              lang={textLanguage}
              rows={3}
              value={form.description[textLanguage] ?? ''}
              onChange={(event) =>
                update({
                  description: { ...form.description, [textLanguage]: event.target.value },
                })
              }
            />
          </div>
        </fieldset>

        <div className="create-form catalog-box">
          {detail && detail.venues.length > 0 && (
            <div className="field">
              <label htmlFor="event-venue">{t('venue')}</label>
              <select
                id="event-venue"
                value={form.venue ?? ''}
                onChange={(event) =>
                  update({ venue: event.target.value === '' ? null : Number(event.target.value) })
                }
              >
                <option value="">{t('noVenue')}</option>
                {detail.venues.map((venue) => (
                  <option key={venue.id} value={venue.id}>
                    {textOf(venue.name, language)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="event-capacity">{t('eventCapacity')}</label>
            <input
              id="event-capacity"
              inputMode="numeric"
              value={form.capacity}
              onChange={(event) => update({ capacity: event.target.value })}
              {...described('capacity')}
            />
            {errorOf('capacity')}
          </div>
          <label className="switch">
            <input
              type="checkbox"
              checked={form.active}
              onChange={(event) => update({ active: event.target.checked })}
            />
            {t('eventActive')}
          </label>
        </div>

        <h2>{t('ticketsHeading')}</h2>
        {form.tickets.map((ticket, index) => (
          <TicketFields
            key={ticket.key}
            ticket={ticket}
            index={index}
            textLanguage={textLanguage}
            languageName={languageName}
            help={{ errorOf, described }}
            onChange={(change) => updateTicket(index, change)}
            onRemove={() => update({ tickets: form.tickets.filter((_, at) => at !== index) })}
          />
        ))}
        <p className="row-actions">
          <button
            type="button"
            className="secondary"
            onClick={() => update({ tickets: [...form.tickets, newTicket()] })}
          >
            {t('addTicket')}
          </button>
          <button type="submit" disabled={busy}>
            {t('saveEvent')}
          </button>
        </p>
        <div aria-live="polite">
          {status && (
            <p
              className={status.ok ? 'admin-ok' : 'admin-warning'}
              role={status.ok ? undefined : 'alert'}
            >
              {status.text}
            </p>
          )}
        </div>
      </form>
      {id !== null && <ImagePicker type="event" id={id} />}
      {id === null || !detail ? (
        <p className="hint">{t('slotsSaveFirst')}</p>
      ) : (
        <SlotsSection eventId={id} slots={detail.slots} onDetail={setDetail} />
      )}
      {id !== null && detail?.event.tickets.some((ticket) => ticket.dayTicket) ? (
        <DaysSection eventId={id} />
      ) : (
        <p className="hint">{t('daysSaveFirst')}</p>
      )}
    </section>
  );
}
