/**
 * The tour editor: texts per language (the default language required), the language the tour is
 * given in, venue, categories, limits, shown in the shop, participant tickets, price list and
 * questions of the six kinds, and once saved, its schedule and the stopping, cancelling and
 * messaging of its starts, a date or the whole tour (closure-panel.tsx). The form is checked with the catalog
 * file's own schema before it goes to the server; the server's refusals come back per field and are
 * shown at the fields in the staff member's language. A spinner shows while the server saves (the
 * editor's skeleton: components/editor.tsx).
 */
import { catalogTourEndpoints } from '@foyer/domain/admin-contract/catalog-tours';
import { staffLanguage } from '@foyer/domain/admin-contract';
import { tourEditSchema } from '@foyer/domain/catalog-file/tours';
import { useState } from 'react';
import {
  EditorForm,
  FieldError,
  SaveButton,
  SelectField,
  Switch,
  TextField,
  useEditor,
  useFormValue,
} from '../../components/editor';
import { AdminLink } from '../../components/admin-link';
import { useAdmin } from '../../context';
import { LANGUAGE_NAMES } from '../../i18n';
import { DEFAULT_LANGUAGE, defaultTextMissing, textOf } from './catalog-form';
import { NameAndDescription, TextsFieldset } from './language-row';
import './tour-texts';
import './tour-editor.css';
import { PriceRows } from './tour-fields';
import { emptyTourForm, tourBodyOf, tourFieldMessage, tourFieldOf, tourFormOf } from './tour-form';
import { TourQuestions } from './tour-questions';
import { TourSlotsSection } from './tour-slots-section';
import { ClosurePanel } from './closure-panel';
import { ImagePicker } from '../images/image-picker';

export default function TourEditorScreen({ id }: { id: number | null }) {
  const { t, language } = useAdmin();
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  // The starts chosen in the table, for its bulk actions and the cancel-or-message form.
  const [selectedStarts, setSelectedStarts] = useState<ReadonlySet<number>>(new Set());
  const [startsRequest, setStartsRequest] = useState(0);
  const editor = useEditor({
    load: catalogTourEndpoints.catalogTour,
    id,
    toForm: (detail) => (detail ? tourFormOf(detail) : emptyTourForm()),
    check: {
      body: tourBodyOf,
      schema: tourEditSchema,
      more: (body) => defaultTextMissing(body.name, 'name'),
      describe: (path) => ({ field: tourFieldOf(path), message: t(tourFieldMessage(path)) }),
    },
    save: {
      create: catalogTourEndpoints.catalogCreateTour,
      update: catalogTourEndpoints.catalogUpdateTour,
    },
    invalidate: [catalogTourEndpoints.catalogTours],
    pathOf: (saved) => `catalog/tours/${saved}`,
    savedText: t('tourSaved'),
  });
  if (editor.pending) return editor.pending;
  const { name, language: given } = editor.values;
  const detail = editor.data;

  const number = (
    field: 'maxParticipants' | 'minParticipants' | 'durationMinutes',
    label: string,
  ) => <TextField name={field} id={`tour-${field}`} label={label} inputMode="numeric" />;

  return (
    <section aria-labelledby="tour-title" className="catalog-editor tour-editor">
      <p>
        <AdminLink to="catalog/tours">{t('backToTours')}</AdminLink>
      </p>
      <h1 id="tour-title">
        {id === null ? t('newTour') : textOf(name, language) || t('editTour')}
      </h1>
      <EditorForm editor={editor}>
        <TextsFieldset language={textLanguage} onLanguage={setTextLanguage}>
          <NameAndDescription
            id="tour"
            name={t('tourName')}
            description={t('tourDescription')}
            language={textLanguage}
          />
        </TextsFieldset>

        <div className="create-form catalog-box">
          <SelectField
            name="language"
            id="tour-language"
            label={t('tourLanguage')}
            choices={[
              // A language the back office has no name for is kept as it is.
              ...(staffLanguage.safeParse(given).success ? [] : [{ value: given, label: given }]),
              ...staffLanguage.options.map((code) => ({
                value: code,
                label: LANGUAGE_NAMES[code],
                lang: code,
              })),
            ]}
          />
          {detail && detail.venues.length > 0 && (
            <SelectField
              name="venue"
              id="tour-venue"
              label={t('venue')}
              none={t('noVenue')}
              numeric
              choices={detail.venues.map((venue) => ({
                value: venue.id,
                label: textOf(venue.name, language),
              }))}
            />
          )}
          {number('maxParticipants', t('tourMax'))}
          {number('minParticipants', t('tourMin'))}
          {number('durationMinutes', t('tourDuration'))}
          <Switch name="active" label={t('tourActive')} />
          <Switch name="waitingList" label={t('tourWaitingList')} />
          <Switch name="bookCompleteTour" label={t('tourWhole')} />
        </div>
        {detail && detail.categories.length > 0 && (
          <Categories
            choices={detail.categories.map((category) => ({
              id: category.id,
              name: textOf(category.name, language),
            }))}
          />
        )}

        <h2>{t('tourTicketsHeading')}</h2>
        <PriceRows list="tickets" textLanguage={textLanguage} />
        <h2 id="tour-prices">{t('tourPricesHeading')}</h2>
        <FieldError field="prices" />
        <PriceRows list="prices" textLanguage={textLanguage} />
        <h2>{t('questionsHeading')}</h2>
        <TourQuestions textLanguage={textLanguage} />
        <p className="row-actions">
          <SaveButton label={t('saveEvent')} busyText={t('tourSaving')} />
        </p>
      </EditorForm>
      {id !== null && <ImagePicker type="tour" id={id} />}
      {id === null || !detail ? (
        <p className="hint">{t('schedulesSaveFirst')}</p>
      ) : (
        <TourSlotsSection
          tourId={id}
          slots={detail.slots}
          onDetail={editor.setData}
          selected={selectedStarts}
          onSelected={setSelectedStarts}
          onCloseSelected={() => setStartsRequest((count) => count + 1)}
        />
      )}
      {id !== null && detail && (
        <ClosurePanel
          subject={{ type: 'tour', id, onDetail: editor.setData }}
          selectedSlots={[...selectedStarts].filter((start) =>
            detail.slots.some((row) => row.id === start),
          )}
          slotsRequest={startsRequest}
        />
      )}
    </section>
  );
}

/** The tour's categories, each switched on or off. */
function Categories({ choices }: { choices: readonly { id: number; name: string }[] }) {
  const { t } = useAdmin();
  const { value, change } = useFormValue<number[]>('categories');
  return (
    <fieldset className="catalog-box weekday-row">
      <legend>{t('tourCategories')}</legend>
      {choices.map((category) => (
        <label key={category.id} className="switch">
          <input
            type="checkbox"
            checked={value.includes(category.id)}
            onChange={(event) =>
              change(
                event.target.checked
                  ? [...value, category.id]
                  : value.filter((other) => other !== category.id),
              )
            }
          />
          {category.name}
        </label>
      ))}
    </fieldset>
  );
}
