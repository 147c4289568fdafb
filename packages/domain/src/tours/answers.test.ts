import { describe, expect, it } from 'vitest';
import {
  ANSWER_TYPES,
  MAX_TEXT_ANSWER_LENGTH,
  answerQuestion,
  isAnswerType,
  missingMandatoryAnswers,
} from './answers';
import type { TourQuestion } from './types';

const radio: TourQuestion = {
  id: 1,
  type: 'radio',
  mandatory: 1,
  answers: [{ id: 10 }, { id: 11 }],
};
const select: TourQuestion = { id: 2, type: 'select', answers: [{ id: 20 }, { id: 21 }] };
const checkbox: TourQuestion = {
  id: 3,
  type: 'checkbox',
  mandatory: true,
  answers: [{ id: 30 }, { id: 31 }],
};
const text: TourQuestion = { id: 4, type: 'text', mandatory: 1 };
const textarea: TourQuestion = { id: 5, type: 'textarea' };
const number: TourQuestion = { id: 6, type: 'number', mandatory: 1 };

describe('answer types', () => {
  it('accepts exactly the six answer types', () => {
    expect(ANSWER_TYPES).toEqual(['radio', 'select', 'checkbox', 'text', 'textarea', 'number']);
    expect(isAnswerType('checkbox')).toBe(true);
    expect(isAnswerType('date')).toBe(false);
  });
});

describe('answerQuestion', () => {
  it('holds one option id for radio and select, replacing the previous one', () => {
    const once = answerQuestion({}, radio, 10);
    expect(once).toEqual({ '1': { qId: 1, type: 'radio', value: 10 } });
    expect(answerQuestion(once, radio, '11')['1']).toEqual({ qId: 1, type: 'radio', value: 11 });
    expect(answerQuestion(undefined, select, 21)['2']).toEqual({
      qId: 2,
      type: 'select',
      value: 21,
    });
  });

  it('clears a radio answer naming an option the question does not offer', () => {
    expect(answerQuestion({}, radio, 99)['1']?.value).toBeNull();
    expect(answerQuestion({}, radio, 'abc')['1']?.value).toBeNull();
  });

  it('accepts any whole option id when the question lists no options', () => {
    expect(answerQuestion({}, { id: 7, type: 'select' }, 5)['7']?.value).toBe(5);
  });

  it('toggles each option id of a checkbox in its list', () => {
    const first = answerQuestion({}, checkbox, 30);
    const both = answerQuestion(first, checkbox, 31);
    expect(both['3']?.value).toEqual([30, 31]);
    expect(answerQuestion(both, checkbox, 30)['3']?.value).toEqual([31]);
  });

  it('leaves the checkbox list as it is for an option the question does not offer', () => {
    const first = answerQuestion({}, checkbox, 30);
    expect(answerQuestion(first, checkbox, 99)['3']?.value).toEqual([30]);
  });

  it('holds the text of text and textarea answers, cut at the maximum length', () => {
    expect(answerQuestion({}, text, 'Class 4b')['4']?.value).toBe('Class 4b');
    expect(answerQuestion({}, textarea, 'x'.repeat(3000))['5']?.value).toHaveLength(
      MAX_TEXT_ANSWER_LENGTH,
    );
    expect(answerQuestion({}, text, 42)['4']?.value).toBe('42');
    expect(answerQuestion({}, text, null)['4']?.value).toBe('');
  });

  it('holds a whole number for a number answer and null for anything else', () => {
    expect(answerQuestion({}, number, '12')['6']?.value).toBe(12);
    expect(answerQuestion({}, number, 3)['6']?.value).toBe(3);
    expect(answerQuestion({}, number, 'twelve')['6']?.value).toBeNull();
    expect(answerQuestion({}, number, '2.5')['6']?.value).toBeNull();
    expect(answerQuestion({}, number, '')['6']?.value).toBeNull();
  });

  it('keeps the other answers and does not change the answers given', () => {
    const before = answerQuestion({}, text, 'Hello');
    const after = answerQuestion(before, number, 4);
    expect(after['4']?.value).toBe('Hello');
    expect(before['6']).toBeUndefined();
  });

  it('leaves the answers as they are for a question of an unknown type', () => {
    const before = answerQuestion({}, text, 'Hello');
    expect(answerQuestion(before, { id: 9, type: 'date' }, '2025-05-01')).toEqual(before);
  });
});

describe('missingMandatoryAnswers', () => {
  const questions = [radio, select, checkbox, text, textarea, number];

  it('lists every unanswered mandatory question in order', () => {
    expect(missingMandatoryAnswers(questions, {})).toEqual([1, 3, 4, 6]);
    expect(missingMandatoryAnswers(questions, undefined)).toEqual([1, 3, 4, 6]);
  });

  it('is empty once every mandatory question is answered', () => {
    let answers = answerQuestion({}, radio, 10);
    answers = answerQuestion(answers, checkbox, 31);
    answers = answerQuestion(answers, text, 'Ms Weber');
    answers = answerQuestion(answers, number, 0);
    expect(missingMandatoryAnswers(questions, answers)).toEqual([]);
  });

  it('treats blank text, an empty checkbox list and null as unanswered', () => {
    let answers = answerQuestion({}, radio, 99);
    answers = answerQuestion(answers, checkbox, 30);
    answers = answerQuestion(answers, checkbox, 30);
    answers = answerQuestion(answers, text, '   ');
    answers = answerQuestion(answers, number, 'n/a');
    expect(missingMandatoryAnswers(questions, answers)).toEqual([1, 3, 4, 6]);
  });

  it('does not accept answers naming options the question does not offer', () => {
    const answers = {
      '1': { qId: 1, type: 'radio' as const, value: 99 },
      '3': { qId: 3, type: 'checkbox' as const, value: [30, 99] },
    };
    expect(missingMandatoryAnswers([radio, checkbox], answers)).toEqual([1, 3]);
  });

  it('never reports a mandatory question of an unknown type', () => {
    expect(missingMandatoryAnswers([{ id: 9, type: 'date', mandatory: 1 }], {})).toEqual([]);
  });

  it('is empty without questions', () => {
    expect(missingMandatoryAnswers(null, {})).toEqual([]);
  });
});
