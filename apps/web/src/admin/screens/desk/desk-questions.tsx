/**
 * The group questions of a tour at the desk, all six answer types as the shop asks them (radio
 * buttons, a select, checkboxes, a text field, a text area, a whole number), in the staff member's
 * language. Answers are recorded with the domain's `answerQuestion`; a mandatory question left
 * unanswered (the domain's `missingMandatoryAnswers`) says so at its field once places are entered.
 * The shop's own form is not reused: it reads the shop's translations and styles.
 */
import { isFlagSet, MAX_TEXT_ANSWER_LENGTH, type TourAnswers } from '@foyer/domain';
import type { TourQuestion } from '@foyer/domain/contract';
import type { ReactNode } from 'react';
import { useAdmin } from '../../context';
import './desk-more.css';

export function DeskQuestions(props: {
  idPrefix: string;
  questions: readonly TourQuestion[];
  answers: TourAnswers;
  /** What was typed into number questions, by question id. */
  numbers: Readonly<Record<number, string>>;
  missing: ReadonlySet<number>;
  onAnswer: (question: TourQuestion, value: unknown) => void;
  onNumber: (question: TourQuestion, text: string) => void;
}) {
  const { t } = useAdmin();
  const sorted = [...props.questions].sort((a, b) => a.sequence_no - b.sequence_no);
  if (sorted.length === 0) return null;
  return (
    <fieldset className="desk-components desk-questions">
      <legend>{t('deskTourQuestions')}</legend>
      {sorted.map((question) => {
        const id = `${props.idPrefix}-q-${question.id}`;
        const errorId = `${id}-error`;
        const missing = props.missing.has(question.id);
        const required = isFlagSet(question.mandatory);
        const value = props.answers[String(question.id)]?.value ?? null;
        const label: ReactNode = (
          <>
            {question.question}
            {required && <span className="hint"> ({t('deskQuestionRequired')})</span>}
          </>
        );
        const error = missing && (
          <p id={errorId} className="admin-error">
            {t('deskQuestionMissing')}
          </p>
        );
        const fieldProps = {
          id,
          required,
          'aria-invalid': missing || undefined,
          'aria-describedby': missing ? errorId : undefined,
        };
        if (question.type === 'radio' || question.type === 'checkbox') {
          const radio = question.type === 'radio';
          return (
            <fieldset
              key={question.id}
              className="desk-choices"
              aria-describedby={missing ? errorId : undefined}
            >
              <legend>{label}</legend>
              {question.answers.map((option) => (
                <label key={option.id} className="desk-choice">
                  <input
                    type={radio ? 'radio' : 'checkbox'}
                    name={id}
                    checked={
                      radio
                        ? value === option.id
                        : Array.isArray(value) && value.includes(option.id)
                    }
                    aria-invalid={missing || undefined}
                    onChange={() => props.onAnswer(question, option.id)}
                  />
                  {option.answer}
                </label>
              ))}
              {error}
            </fieldset>
          );
        }
        let control: ReactNode;
        if (question.type === 'select') {
          control = (
            <select
              {...fieldProps}
              value={typeof value === 'number' ? String(value) : ''}
              onChange={(event) => props.onAnswer(question, event.target.value)}
            >
              <option value="">{t('deskQuestionChoose')}</option>
              {question.answers.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.answer}
                </option>
              ))}
            </select>
          );
        } else if (question.type === 'number') {
          control = (
            <input
              {...fieldProps}
              type="number"
              inputMode="numeric"
              step={1}
              value={props.numbers[question.id] ?? ''}
              onChange={(event) => props.onNumber(question, event.target.value)}
            />
          );
        } else {
          const Tag = question.type === 'textarea' ? 'textarea' : 'input';
          control = (
            <Tag
              {...fieldProps}
              maxLength={MAX_TEXT_ANSWER_LENGTH}
              autoComplete="off"
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => props.onAnswer(question, event.target.value)}
            />
          );
        }
        return (
          <div key={question.id} className="field">
            <label htmlFor={id}>{label}</label>
            {control}
            {error}
          </div>
        );
      })}
    </fieldset>
  );
}
