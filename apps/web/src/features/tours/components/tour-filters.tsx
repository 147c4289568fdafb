/**
 * The filters of the tour list (`guided-tours`): language, category, venue (only when the
 * tours are held at more than one venue) and day, with shortcuts for today and the next four days
 * (the next-few-days flags; a day without tours cannot be chosen) and a field for any other day.
 */
import { formatDate, type Language, type NextFewDays } from '@foyer/domain';
import type { Category } from '@foyer/domain/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '@/shared/ui/class-names';
import { shortDayLabel } from '@/shared/ui/calendar/calendar-dates';
import { NEXT_DAYS, nextDayDate, type TourLanguage } from '../tour-list-model';
import { TourDayPicker } from './tour-day-picker';

export interface TourFilterValues {
  readonly language: string;
  readonly category: string;
  readonly venue: string;
  /** `YYYY-MM-DD`, or null for any day. */
  readonly date: string | null;
}

export const NO_FILTERS: TourFilterValues = { language: '', category: '', venue: '', date: null };

export interface TourFiltersProps {
  readonly values: TourFilterValues;
  readonly onChange: (values: TourFilterValues) => void;
  readonly languages: readonly TourLanguage[];
  readonly categories: readonly Category[];
  readonly venues: readonly string[];
  readonly today: string;
  /** Which of the next days hold tours; null while unknown. */
  readonly nextDays: NextFewDays | null;
  readonly lang: Language;
}

export function TourFilters({
  values,
  onChange,
  languages,
  categories,
  venues,
  today,
  nextDays,
  lang,
}: TourFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [picking, setPicking] = useState(false);
  const pickerButton = useRef<HTMLButtonElement>(null);
  const set = (change: Partial<TourFilterValues>) => onChange({ ...values, ...change });
  const shortcutDates = NEXT_DAYS.map((day) => nextDayDate(today, day));
  const otherDate = values.date !== null && !shortcutDates.includes(values.date) ? values.date : '';

  return (
    <form
      className="tour-filters"
      aria-label={t('tours.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="tour-filters__fields">
        <div className="form-field">
          <label htmlFor={`${id}-language`}>{t('tours.filters.language')}</label>
          <select
            id={`${id}-language`}
            value={values.language}
            onChange={(event) => set({ language: event.target.value })}
          >
            <option value="">{t('tours.filters.allLanguages')}</option>
            {languages.map((language) => (
              <option key={language.langIdentifier} value={language.langIdentifier}>
                {language.langName}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-category`}>{t('tours.filters.category')}</label>
          <select
            id={`${id}-category`}
            value={values.category}
            onChange={(event) => set({ category: event.target.value })}
          >
            <option value="">{t('tours.filters.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        {venues.length > 1 && (
          <div className="form-field">
            <label htmlFor={`${id}-venue`}>{t('tours.filters.venue')}</label>
            <select
              id={`${id}-venue`}
              value={values.venue}
              onChange={(event) => set({ venue: event.target.value })}
            >
              <option value="">{t('tours.filters.allVenues')}</option>
              {venues.map((venue) => (
                <option key={venue} value={venue}>
                  {venue}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <fieldset className="tour-days">
        <legend className="tour-days__legend">{t('tours.filters.day')}</legend>
        <ul className="tour-days__list">
          <li>
            <button
              type="button"
              className={classNames('day-chip', values.date === null && 'is-active')}
              aria-pressed={values.date === null}
              onClick={() => set({ date: null })}
            >
              <span className="day-chip__name">{t('tours.filters.anyDay')}</span>
            </button>
          </li>
          {NEXT_DAYS.map((day, index) => {
            const date = shortcutDates[index] ?? today;
            const hasTours = nextDays === null ? true : nextDays[day];
            return (
              <li key={day}>
                <button
                  type="button"
                  className={classNames('day-chip', values.date === date && 'is-active')}
                  aria-pressed={values.date === date}
                  disabled={!hasTours}
                  onClick={() => set({ date })}
                >
                  <span className="day-chip__name">{t(`tours.days.${day}`)}</span>{' '}
                  <span className="day-chip__date">
                    {hasTours ? shortDayLabel(date, lang) : t('tours.days.none')}
                  </span>
                </button>
              </li>
            );
          })}
          <li>
            <button
              ref={pickerButton}
              type="button"
              className={classNames('day-chip', otherDate !== '' && 'is-active')}
              aria-expanded={picking}
              aria-controls={`${id}-picker`}
              onClick={() => setPicking((open) => !open)}
            >
              <span className="day-chip__name">{t('tours.filters.otherDay')}</span>{' '}
              <span className="day-chip__date">
                {otherDate !== '' ? formatDate(otherDate) : t('tours.filters.pickDay')}
              </span>
            </button>
          </li>
        </ul>
        {picking && (
          <div id={`${id}-picker`} className="tour-days__picker">
            <TourDayPicker
              today={today}
              selected={values.date}
              onSelect={(date) => {
                set({ date });
                setPicking(false);
                pickerButton.current?.focus();
              }}
              lang={lang}
            />
          </div>
        )}
      </fieldset>
    </form>
  );
}
