/**
 * The tour editor's form state and its way to the API body (`tourEditSchema`), and the mapping of
 * the schema's and the server's per-field paths (`questions.0.options`) to the staff member's texts.
 */
import type { CatalogTourDetail } from '@foyer/domain/admin-contract/catalog-tours';
import { hasOptions, type QuestionType } from '@foyer/domain/catalog-file/tours';
import type { MessageKey } from '../../i18n';
import { centsOf, DEFAULT_LANGUAGE } from './catalog-form';

type TextMap = Record<string, string>;
type Loaded = CatalogTourDetail['tour'];

export interface PriceForm {
  key: string;
  /** The item as loaded (its other fields are saved unchanged); null for a new one. */
  loaded: Loaded['tickets'][number] | Loaded['prices'][number] | null;
  name: TextMap;
  price: string;
  vatValue: string;
}

export interface OptionForm {
  key: string;
  loaded: Loaded['questions'][number]['options'][number] | null;
  text: TextMap;
}

export interface QuestionForm {
  key: string;
  loaded: Loaded['questions'][number] | null;
  text: TextMap;
  type: QuestionType;
  mandatory: boolean;
  options: OptionForm[];
}

export interface TourForm {
  loaded: Loaded | null;
  name: TextMap;
  description: TextMap;
  language: string;
  venue: number | null;
  categories: number[];
  maxParticipants: string;
  minParticipants: string;
  durationMinutes: string;
  active: boolean;
  /** Whether visitors may join the waiting list of a sold-out start. */
  waitingList: boolean;
  bookCompleteTour: boolean;
  tickets: PriceForm[];
  prices: PriceForm[];
  questions: QuestionForm[];
}

let keys = 0;
function nextKey(): string {
  keys += 1;
  return `new-${keys}`;
}
export function newPrice(): PriceForm {
  return { key: nextKey(), loaded: null, name: {}, price: '', vatValue: '7' };
}
export function newOption(): OptionForm {
  return { key: nextKey(), loaded: null, text: {} };
}
export function newQuestion(): QuestionForm {
  return {
    key: nextKey(),
    loaded: null,
    text: {},
    type: 'text',
    mandatory: false,
    options: [],
  };
}

export function emptyTourForm(): TourForm {
  return {
    loaded: null,
    name: {},
    description: {},
    language: DEFAULT_LANGUAGE,
    venue: null,
    categories: [],
    maxParticipants: '25',
    minParticipants: '0',
    durationMinutes: '60',
    active: true,
    waitingList: true,
    bookCompleteTour: false,
    tickets: [newPrice()],
    prices: [],
    questions: [],
  };
}

function priceForm(item: NonNullable<PriceForm['loaded']>): PriceForm {
  return {
    key: `p-${item.id}`,
    loaded: item,
    name: { ...item.name },
    price: (item.price / 100).toFixed(2),
    vatValue: String(item.vatValue),
  };
}

export function tourFormOf(detail: CatalogTourDetail): TourForm {
  const { tour } = detail;
  return {
    loaded: tour,
    name: { ...tour.name },
    description: { ...tour.description },
    language: tour.language,
    venue: tour.venue,
    categories: [...tour.categories],
    maxParticipants: String(tour.maxParticipants),
    minParticipants: String(tour.minParticipants),
    durationMinutes: String(tour.durationMinutes),
    active: tour.active,
    waitingList: tour.waitingList,
    bookCompleteTour: tour.bookCompleteTour,
    tickets: tour.tickets.map(priceForm),
    prices: tour.prices.map(priceForm),
    questions: tour.questions.map((question) => ({
      key: `q-${question.id}`,
      loaded: question,
      text: { ...question.text },
      type: question.type,
      mandatory: question.mandatory,
      options: question.options.map((option) => ({
        key: `o-${option.id}`,
        loaded: option,
        text: { ...option.text },
      })),
    })),
  };
}

function filled(map: TextMap): TextMap {
  return Object.fromEntries(
    Object.entries(map)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
}

const priceBody = (item: PriceForm, index: number) => ({
  ...(item.loaded ?? {}),
  name: filled(item.name),
  price: centsOf(item.price),
  vatValue: numberOf(item.vatValue),
  sequenceNo: index + 1,
});

/** The body of a save: the loaded tour's other fields unchanged, the form's fields over them. */
export function tourBodyOf(form: TourForm): Record<string, unknown> {
  return {
    ...(form.loaded ?? {}),
    name: filled(form.name),
    description: filled(form.description),
    language: form.language,
    venue: form.venue,
    categories: form.categories,
    maxParticipants: numberOf(form.maxParticipants),
    minParticipants: numberOf(form.minParticipants),
    durationMinutes: numberOf(form.durationMinutes),
    active: form.active,
    waitingList: form.waitingList,
    bookCompleteTour: form.bookCompleteTour,
    tickets: form.tickets.map(priceBody),
    prices: form.prices.map(priceBody),
    questions: form.questions.map((question, index) => ({
      ...(question.loaded ?? {}),
      text: filled(question.text),
      type: question.type,
      mandatory: question.mandatory,
      sequenceNo: index + 1,
      options: hasOptions(question.type)
        ? question.options.map((option, at) => ({
            ...(option.loaded ?? {}),
            text: filled(option.text),
            sequenceNo: at + 1,
          }))
        : [],
    })),
  };
}

/** The form's field an error path belongs to (`questions.0.options.1.text` → `questions.0.options`). */
export function tourFieldOf(path: string): string {
  const parts = path.split('.');
  if (['tickets', 'prices', 'questions'].includes(parts[0] ?? '') && parts.length >= 3) {
    return parts.slice(0, 3).join('.');
  }
  return parts[0] ?? path;
}

/** The text for a field's refusal, from the path of the field. */
export function tourFieldMessage(path: string): MessageKey {
  const field = tourFieldOf(path);
  const last = field.split('.').at(-1) ?? '';
  if (/(^|\.)text(\.|$)/.test(path)) return 'textRequired';
  if (field === 'name' || last === 'name') return 'nameRequired';
  if (last === 'options') return 'optionsNeeded';
  if (last === 'price') return 'priceInvalid';
  if (field === 'maxParticipants' || field === 'minParticipants') return 'limitsInvalid';
  if (field === 'durationMinutes') return 'durationInvalid';
  if (field === 'prices') return 'priceListNeeded';
  return 'fieldInvalid';
}
