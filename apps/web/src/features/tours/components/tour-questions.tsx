/**
 * The group questions of a tour, one field per answer type: radio
 * buttons, a select, checkboxes, a text field, a text area and a whole-number field. Mandatory
 * questions say so in their label and carry `required`; an unanswered one shows its message, tied to
 * the field, once the visitor tried to book. Answers are recorded with the domain's `answerQuestion`.
 */
import { isFlagSet, MAX_TEXT_ANSWER_LENGTH, type TourAnswers } from '@foyer/domain';
import type { TourQuestion } from '@foyer/domain/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TourQuestionsProps {
  readonly questions: readonly TourQuestion[];
  readonly answers: TourAnswers;
  /** What the visitor typed into number questions, by question id. */
  readonly numbers: Readonly<Record<number, string>>;
  readonly onAnswer: (question: TourQuestion, value: unknown) => void;
  readonly onNumber: (question: TourQuestion, text: string) => void;
  /** Mandatory questions left unanswered, shown once the visitor tried to book. */
  readonly missing: ReadonlySet<number>;
}

function QuestionLabel({ question }: { question: TourQuestion }) {
  const { t } = useTranslation();
  return (
    <>
      {question.question}
      {isFlagSet(question.mandatory) && (
        <>
          {' '}
          <span className="question__required">({t('tours.questions.required')})</span>
        </>
      )}
    </>
  );
}

function Question({
  question,
  answers,
  numbers,
  onAnswer,
  onNumber,
  missing,
}: Omit<TourQuestionsProps, 'questions' | 'missing'> & {
  question: TourQuestion;
  missing: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const required = isFlagSet(question.mandatory);
  const value = answers[String(question.id)]?.value ?? null;
  const describedBy = missing ? errorId : undefined;
  const error: ReactNode = missing && (
    <p id={errorId} className="field-error">
      {t('tours.questions.missing')}
    </p>
  );
  const fieldProps = {
    'aria-describedby': describedBy,
    'aria-invalid': missing || undefined,
    required,
  };

  switch (question.type) {
    case 'radio':
    case 'checkbox': {
      const isRadio = question.type === 'radio';
      return (
        <fieldset className="question question--choices" aria-describedby={describedBy}>
          <legend className="question__label">
            <QuestionLabel question={question} />
          </legend>
          <ul className="question__options">
            {question.answers.map((option) => {
              const checked = isRadio
                ? value === option.id
                : Array.isArray(value) && value.includes(option.id);
              return (
                <li key={option.id}>
                  <label className="choice">
                    <input
                      type={isRadio ? 'radio' : 'checkbox'}
                      name={`question-${question.id}`}
                      value={option.id}
                      checked={checked}
                      required={isRadio && required}
                      aria-invalid={missing || undefined}
                      onChange={() => onAnswer(question, option.id)}
                    />
                    <span>{option.answer}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          {error}
        </fieldset>
      );
    }
    case 'select':
      return (
        <div className="question form-field">
          <label htmlFor={id} className="question__label">
            <QuestionLabel question={question} />
          </label>
          <select
            id={id}
            value={typeof value === 'number' ? String(value) : ''}
            onChange={(event) => onAnswer(question, event.target.value)}
            {...fieldProps}
          >
            <option value="">{t('tours.questions.choose')}</option>
            {question.answers.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.answer}
              </option>
            ))}
          </select>
          {error}
        </div>
      );
    case 'textarea':
      return (
        <div className="question form-field">
          <label htmlFor={id} className="question__label">
            <QuestionLabel question={question} />
          </label>
          <textarea
            id={id}
            rows={4}
            maxLength={MAX_TEXT_ANSWER_LENGTH}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onAnswer(question, event.target.value)}
            {...fieldProps}
          />
          {error}
        </div>
      );
    case 'number':
      return (
        <div className="question form-field">
          <label htmlFor={id} className="question__label">
            <QuestionLabel question={question} />
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            step={1}
            className="question__number"
            value={numbers[question.id] ?? ''}
            onChange={(event) => onNumber(question, event.target.value)}
            {...fieldProps}
          />
          {error}
        </div>
      );
    default:
      return (
        <div className="question form-field">
          <label htmlFor={id} className="question__label">
            <QuestionLabel question={question} />
          </label>
          <input
            id={id}
            type="text"
            maxLength={MAX_TEXT_ANSWER_LENGTH}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onAnswer(question, event.target.value)}
            {...fieldProps}
          />
          {error}
        </div>
      );
  }
}

export function TourQuestions({ questions, missing, ...rest }: TourQuestionsProps) {
  const { t } = useTranslation();
  const sorted = [...questions].sort((a, b) => a.sequence_no - b.sequence_no);
  return (
    <div className="tour-questions">
      {sorted.some((question) => isFlagSet(question.mandatory)) && (
        <p className="tour-questions__note">{t('tours.questions.note')}</p>
      )}
      {sorted.map((question) => (
        <Question
          key={question.id}
          question={question}
          missing={missing.has(question.id)}
          {...rest}
        />
      ))}
    </div>
  );
}
