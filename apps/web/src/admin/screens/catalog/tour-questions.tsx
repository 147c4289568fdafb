/**
 * The tour's questions when booking: a text per language, one of the six kinds of answer, whether
 * it must be answered, and for the kinds that choose (radio, select, checkbox) their options.
 */
import { hasOptions, QUESTION_TYPES, type QuestionType } from '@foyer/domain/catalog-file/tours';
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';
import type { FieldHelp } from './tour-fields';
import { newOption, newQuestion, type OptionForm, type QuestionForm } from './tour-form';

const TYPE_TEXT: Record<QuestionType, MessageKey> = {
  radio: 'typeRadio',
  select: 'typeSelect',
  checkbox: 'typeCheckbox',
  text: 'typeText',
  textarea: 'typeTextarea',
  number: 'typeNumber',
};

export function TourQuestions({
  questions,
  textLanguage,
  languageName,
  help,
  onChange,
}: {
  questions: readonly QuestionForm[];
  textLanguage: string;
  languageName: string;
  help: FieldHelp;
  onChange(questions: QuestionForm[]): void;
}) {
  const { t } = useAdmin();
  const change = (index: number, patch: Partial<QuestionForm>) =>
    onChange(questions.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const changeOption = (index: number, options: OptionForm[]) => change(index, { options });
  return (
    <>
      {questions.map((question, index) => {
        const at = `questions.${index}`;
        const number = index + 1;
        return (
          <fieldset key={question.key} className="catalog-box">
            <legend>{t('questionNumber', { number })}</legend>
            <div className="create-form">
              <div className="field">
                <label htmlFor={`${at}.text`}>
                  {t('questionText')} ({languageName})
                </label>
                <input
                  id={`${at}.text`}
                  lang={textLanguage}
                  value={question.text[textLanguage] ?? ''}
                  onChange={(event) =>
                    change(index, {
                      text: { ...question.text, [textLanguage]: event.target.value },
                    })
                  }
                  {...help.described(`${at}.text`)}
                />
                {help.errorOf(`${at}.text`)}
              </div>
              <div className="field">
                <label htmlFor={`${at}.type`}>{t('questionType')}</label>
                <select
                  id={`${at}.type`}
                  value={question.type}
                  onChange={(event) => {
                    const type = event.target.value as QuestionType;
                    const options =
                      hasOptions(type) && question.options.length === 0
                        ? [newOption()]
                        : question.options;
                    change(index, { type, options });
                  }}
                  {...help.described(`${at}.type`)}
                >
                  {QUESTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(TYPE_TEXT[type])}
                    </option>
                  ))}
                </select>
                {help.errorOf(`${at}.type`)}
              </div>
              <label className="switch">
                <input
                  type="checkbox"
                  checked={question.mandatory}
                  onChange={(event) => change(index, { mandatory: event.target.checked })}
                />
                {t('questionMandatory')}
              </label>
            </div>
            {hasOptions(question.type) && (
              <fieldset
                className="option-list"
                aria-describedby={help.described(`${at}.options`)['aria-describedby']}
              >
                <legend>{t('optionsLegend', { number })}</legend>
                {question.options.map((option, j) => (
                  <div key={option.key} className="inline-form">
                    <div className="field">
                      <label htmlFor={`${at}.options.${j}`}>
                        {t('optionText', { number: j + 1 })} ({languageName})
                      </label>
                      <input
                        id={`${at}.options.${j}`}
                        lang={textLanguage}
                        value={option.text[textLanguage] ?? ''}
                        onChange={(event) =>
                          changeOption(
                            index,
                            question.options.map((other, k) =>
                              k === j
                                ? {
                                    ...other,
                                    text: { ...other.text, [textLanguage]: event.target.value },
                                  }
                                : other,
                            ),
                          )
                        }
                      />
                    </div>
                    <button
                      type="button"
                      className="secondary"
                      onClick={() =>
                        changeOption(
                          index,
                          question.options.filter((_, k) => k !== j),
                        )
                      }
                    >
                      {t('removeOption', { number: j + 1 })}
                    </button>
                  </div>
                ))}
                {help.errorOf(`${at}.options`)}
                <p className="row-actions">
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => changeOption(index, [...question.options, newOption()])}
                  >
                    {t('addOption')}
                  </button>
                </p>
              </fieldset>
            )}
            <button
              type="button"
              className="secondary"
              onClick={() => onChange(questions.filter((_, other) => other !== index))}
            >
              {t('removeQuestion', { number })}
            </button>
          </fieldset>
        );
      })}
      <p className="row-actions">
        <button
          type="button"
          className="secondary"
          onClick={() => onChange([...questions, newQuestion()])}
        >
          {t('addQuestion')}
        </button>
      </p>
    </>
  );
}
