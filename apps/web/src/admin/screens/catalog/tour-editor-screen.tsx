/**
 * The tour editor: texts per language (the default language required), the language the tour is
 * given in, venue, categories, limits, shown in the shop, participant tickets, price list and
 * questions of the six kinds, and once saved, its schedule. The form is checked with the catalog
 * file's own schema before it goes to the server; the server's refusals come back per field and are
 * shown at the fields in the staff member's language. A spinner shows while the server saves.
 */
import {
  catalogTourEndpoints,
  type CatalogTourDetail,
} from '@foyer/domain/admin-contract/catalog-tours';
import { staffLanguage } from '@foyer/domain/admin-contract';
import { tourEditSchema } from '@foyer/domain/catalog-file/tours';
import { useEffect, useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import { LANGUAGE_NAMES } from '../../i18n';
import { DEFAULT_LANGUAGE, textOf } from './catalog-form';
import './tour-texts';
import './tour-editor.css';
import { fieldHelp, PriceRows, Spinner, type Errors } from './tour-fields';
import {
  emptyTourForm,
  tourBodyOf,
  tourFieldMessage,
  tourFieldOf,
  tourFormOf,
  type TourForm,
} from './tour-form';
import { TourQuestions } from './tour-questions';
import { TourSlotsSection } from './tour-slots-section';
import { ImagePicker } from '../images/image-picker';

export default function TourEditorScreen({ id }: { id: number | null }) {
  const { t, language, navigate } = useAdmin();
  const [detail, setDetail] = useState<CatalogTourDetail | null>(null);
  const [form, setForm] = useState<TourForm | null>(id === null ? emptyTourForm() : null);
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (id === null) return;
    callAdmin(catalogTourEndpoints.catalogTour, { params: { id } })
      .then((loaded) => {
        setDetail(loaded);
        setForm(tourFormOf(loaded));
      })
      .catch((error: unknown) => setStatus({ ok: false, text: errorText(error, t) }));
  }, [id, t]);

  if (!form) {
    return status ? <p role="alert">{status.text}</p> : <p role="status">{t('loading')}</p>;
  }

  const update = (change: Partial<TourForm>) => setForm({ ...form, ...change });
  const refused = (paths: readonly string[]) => {
    const found: Errors = {};
    for (const path of paths) found[tourFieldOf(path)] ??= t(tourFieldMessage(path));
    return found;
  };

  const save = async () => {
    setStatus(null);
    const body = tourBodyOf(form);
    const checked = tourEditSchema.safeParse(body);
    const found = checked.success
      ? {}
      : refused(checked.error.issues.map((issue) => issue.path.join('.')));
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
          ? await callAdmin(catalogTourEndpoints.catalogCreateTour, { body })
          : await callAdmin(catalogTourEndpoints.catalogUpdateTour, { params: { id }, body });
      setDetail(saved);
      setForm(tourFormOf(saved));
      setStatus({ ok: true, text: t('tourSaved') });
      if (id === null) navigate(`catalog/tours/${saved.id}`);
    } catch (error) {
      if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) {
        setErrors(refused(Object.keys(error.fields)));
        setStatus({ ok: false, text: t('formHasErrors') });
      } else {
        setStatus({ ok: false, text: errorText(error, t) });
      }
    } finally {
      setBusy(false);
    }
  };

  const languageName = LANGUAGE_NAMES[staffLanguage.parse(textLanguage)];
  const help = fieldHelp(errors);
  const number = (
    field: 'maxParticipants' | 'minParticipants' | 'durationMinutes',
    label: string,
  ) => (
    <div className="field">
      <label htmlFor={`tour-${field}`}>{label}</label>
      <input
        id={`tour-${field}`}
        inputMode="numeric"
        value={form[field]}
        onChange={(event) => update({ [field]: event.target.value })}
        {...help.described(field)}
      />
      {help.errorOf(field)}
    </div>
  );

  return (
    <section aria-labelledby="tour-title" className="catalog-editor tour-editor">
      <p>
        <a
          href="/admin/catalog/tours"
          onClick={(event) => {
            event.preventDefault();
            navigate('catalog/tours');
          }}
        >
          {t('backToTours')}
        </a>
      </p>
      <h1 id="tour-title">
        {id === null ? t('newTour') : textOf(form.name, language) || t('editTour')}
      </h1>
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className="catalog-box">
          <legend>{t('textsIn')}</legend>
          <div className="language-row" role="group" aria-label={t('textsIn')}>
            {staffLanguage.options.map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                className={code === textLanguage ? undefined : 'secondary'}
                aria-pressed={code === textLanguage}
                onClick={() => setTextLanguage(code)}
              >
                {code === DEFAULT_LANGUAGE
                  ? t('defaultLanguage', { language: LANGUAGE_NAMES[code] })
                  : LANGUAGE_NAMES[code]}
              </button>
            ))}
          </div>
          <div className="field">
            <label htmlFor="tour-name">
              {t('tourName')} ({languageName})
            </label>
            <input
              id="tour-name"
              lang={textLanguage}
              value={form.name[textLanguage] ?? ''}
              required={textLanguage === DEFAULT_LANGUAGE}
              onChange={(event) =>
                update({ name: { ...form.name, [textLanguage]: event.target.value } })
              }
              {...help.described('name')}
            />
            {help.errorOf('name')}
          </div>
          <div className="field">
            <label htmlFor="tour-description">
              {t('tourDescription')} ({languageName})
            </label>
            <textarea
              id="tour-description"
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
          <div className="field">
            <label htmlFor="tour-language">{t('tourLanguage')}</label>
            <select
              id="tour-language"
              value={form.language}
              onChange={(event) => update({ language: event.target.value })}
              {...help.described('language')}
            >
              {!staffLanguage.safeParse(form.language).success && (
                <option value={form.language}>{form.language}</option>
              )}
              {staffLanguage.options.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
            {help.errorOf('language')}
          </div>
          {detail && detail.venues.length > 0 && (
            <div className="field">
              <label htmlFor="tour-venue">{t('venue')}</label>
              <select
                id="tour-venue"
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
          {number('maxParticipants', t('tourMax'))}
          {number('minParticipants', t('tourMin'))}
          {number('durationMinutes', t('tourDuration'))}
          <label className="switch">
            <input
              type="checkbox"
              checked={form.active}
              onChange={(event) => update({ active: event.target.checked })}
            />
            {t('tourActive')}
          </label>
          <label className="switch">
            <input
              type="checkbox"
              checked={form.bookCompleteTour}
              onChange={(event) => update({ bookCompleteTour: event.target.checked })}
            />
            {t('tourWhole')}
          </label>
        </div>
        {detail && detail.categories.length > 0 && (
          <fieldset className="catalog-box weekday-row">
            <legend>{t('tourCategories')}</legend>
            {detail.categories.map((category) => (
              <label key={category.id} className="switch">
                <input
                  type="checkbox"
                  checked={form.categories.includes(category.id)}
                  onChange={(event) =>
                    update({
                      categories: event.target.checked
                        ? [...form.categories, category.id]
                        : form.categories.filter((other) => other !== category.id),
                    })
                  }
                />
                {textOf(category.name, language)}
              </label>
            ))}
          </fieldset>
        )}

        <h2>{t('tourTicketsHeading')}</h2>
        <PriceRows
          list="tickets"
          items={form.tickets}
          textLanguage={textLanguage}
          languageName={languageName}
          help={help}
          onChange={(tickets) => update({ tickets })}
        />
        <h2 id="tour-prices">{t('tourPricesHeading')}</h2>
        {help.errorOf('prices')}
        <PriceRows
          list="prices"
          items={form.prices}
          textLanguage={textLanguage}
          languageName={languageName}
          help={help}
          onChange={(prices) => update({ prices })}
        />
        <h2>{t('questionsHeading')}</h2>
        <TourQuestions
          questions={form.questions}
          textLanguage={textLanguage}
          languageName={languageName}
          help={help}
          onChange={(questions) => update({ questions })}
        />
        <p className="row-actions">
          <button type="submit" disabled={busy}>
            {t('saveEvent')}
          </button>
          {busy && <Spinner label={t('tourSaving')} />}
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
      {id !== null && <ImagePicker type="tour" id={id} />}
      {id === null || !detail ? (
        <p className="hint">{t('schedulesSaveFirst')}</p>
      ) : (
        <TourSlotsSection tourId={id} slots={detail.slots} onDetail={setDetail} />
      )}
    </section>
  );
}
