/**
 * Group questions and their answers.
 *
 * - radio and select hold one option id; an id the question does not offer clears the answer to null.
 * - checkbox toggles the given option id in its list; an id not offered leaves the list as it is.
 * - text and textarea hold the text, cut at MAX_TEXT_ANSWER_LENGTH (the cart payload's limit).
 * - number holds a whole number; anything else (text, fractions, blank) is stored as null, i.e.
 *   unanswered, so a mandatory number question then asks again instead of booking a wrong value.
 * - A question of an unknown type cannot be answered online: answering it changes nothing and it is
 *   never reported as missing, so a misconfigured question does not block every booking.
 */
import { isFlagSet } from '../tickets/counts';
import type { AnswerType, TourAnswer, TourAnswers, TourQuestion } from './types';

/** The answer types accepted for group questions. */
export const ANSWER_TYPES: readonly AnswerType[] = [
  'radio',
  'select',
  'checkbox',
  'text',
  'textarea',
  'number',
];

/** Longest text answer kept; longer input is cut (the cart payload accepts 2000 characters). */
export const MAX_TEXT_ANSWER_LENGTH = 2000;

/** True when `type` is one of the accepted answer types. */
export function isAnswerType(type: string): type is AnswerType {
  return (ANSWER_TYPES as readonly string[]).includes(type);
}

/** Reads a whole number from a number or a numeric string; anything else is null. */
function wholeNumber(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : NaN;
  return Number.isInteger(n) ? n : null;
}

/** The option id `value` names, when the question offers it (or lists no options). */
function optionId(question: TourQuestion, value: unknown): number | null {
  const id = wholeNumber(value);
  if (id === null) return null;
  const options = question.answers;
  return !options || options.some((option) => option.id === id) ? id : null;
}

function answerValue(
  type: AnswerType,
  question: TourQuestion,
  previous: TourAnswer | undefined,
  value: unknown,
): TourAnswer['value'] {
  switch (type) {
    case 'radio':
    case 'select':
      return optionId(question, value);
    case 'checkbox': {
      const chosen = Array.isArray(previous?.value) ? previous.value : [];
      const id = optionId(question, value);
      if (id === null) return [...chosen];
      return chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
    }
    case 'number':
      return wholeNumber(value);
    case 'text':
    case 'textarea':
      return typeof value === 'string' || typeof value === 'number'
        ? String(value).slice(0, MAX_TEXT_ANSWER_LENGTH)
        : '';
  }
}

/** Records an answer by type, returning new answers keyed by question id (one of the six answer types). */
export function answerQuestion(
  answers: TourAnswers | null | undefined,
  question: TourQuestion,
  value: unknown,
): Record<string, TourAnswer> {
  const current: Record<string, TourAnswer> = { ...answers };
  if (!isAnswerType(question.type)) return current;
  const key = String(question.id);
  const answer: TourAnswer = {
    qId: question.id,
    type: question.type,
    value: answerValue(question.type, question, current[key], value),
  };
  return { ...current, [key]: answer };
}

/** True when `answer` holds a usable value for `question` (an offered option, a whole number, or non-blank text). */
function isAnswered(question: TourQuestion, answer: TourAnswer | undefined): boolean {
  const value = answer?.value;
  switch (question.type) {
    case 'radio':
    case 'select':
      return optionId(question, value) !== null;
    case 'checkbox':
      return (
        Array.isArray(value) &&
        value.length > 0 &&
        value.every((id) => optionId(question, id) !== null)
      );
    case 'number':
      return wholeNumber(value) !== null;
    default:
      return typeof value === 'string' && value.trim() !== '';
  }
}

/** Ids of mandatory questions without a usable answer, in question order. */
export function missingMandatoryAnswers(
  questions: readonly TourQuestion[] | null | undefined,
  answers: TourAnswers | null | undefined,
): number[] {
  return (questions ?? [])
    .filter((q) => isFlagSet(q.mandatory) && isAnswerType(q.type))
    .filter((q) => !isAnswered(q, answers?.[String(q.id)]))
    .map((q) => q.id);
}
