/**
 * The tour's questions when booking: a text per language, one of the six kinds of answer, whether
 * it must be answered, and for the kinds that choose (radio, select, checkbox) their options.
 */
import { hasOptions, QUESTION_TYPES, type QuestionType } from '@foyer/domain/catalog-file/tours';
import { useFormContext } from 'react-hook-form';
import {
  fieldList,
  SelectField,
  Switch,
  useFieldError,
  useFormValue,
} from '../../components/editor';
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';
import { LanguageText } from './language-row';
import { newOption, newQuestion, type OptionForm, type QuestionForm } from './tour-form';

const TYPE_TEXT: Record<QuestionType, MessageKey> = {
  radio: 'typeRadio',
  select: 'typeSelect',
  checkbox: 'typeCheckbox',
  text: 'typeText',
  textarea: 'typeTextarea',
  number: 'typeNumber',
};

export function TourQuestions({ textLanguage }: { textLanguage: string }) {
  const { t } = useAdmin();
  const { items, append, remove } = fieldList<QuestionForm>(useFormContext(), 'questions');
  return (
    <>
      {items.map((question, index) => (
        <Question
          key={question.key}
          index={index}
          textLanguage={textLanguage}
          onRemove={() => remove(index)}
        />
      ))}
      <p className="row-actions">
        <button type="button" className="secondary" onClick={() => append(newQuestion())}>
          {t('addQuestion')}
        </button>
      </p>
    </>
  );
}

function Question({
  index,
  textLanguage,
  onRemove,
}: {
  index: number;
  textLanguage: string;
  onRemove(): void;
}) {
  const { t } = useAdmin();
  const at = `questions.${index}` as const;
  const number = index + 1;
  const type = useFormValue<string>(`${at}.type`).value;
  const options = fieldList<OptionForm>(useFormContext(), `${at}.options`);
  const refused = useFieldError(`${at}.options`);
  return (
    <fieldset className="catalog-box">
      <legend>{t('questionNumber', { number })}</legend>
      <div className="create-form">
        <LanguageText
          name={`${at}.text`}
          id={`${at}.text`}
          label={t('questionText')}
          language={textLanguage}
        />
        <SelectField
          name={`${at}.type`}
          id={`${at}.type`}
          label={t('questionType')}
          choices={QUESTION_TYPES.map((kind) => ({ value: kind, label: t(TYPE_TEXT[kind]) }))}
          // A question that chooses starts with one option.
          onChange={(kind) => {
            if (hasOptions(kind) && options.items.length === 0) options.append(newOption());
          }}
        />
        <Switch name={`${at}.mandatory`} label={t('questionMandatory')} />
      </div>
      {hasOptions(type) && (
        <fieldset
          className="option-list"
          aria-describedby={refused.text === null ? undefined : refused.id}
        >
          <legend>{t('optionsLegend', { number })}</legend>
          {options.items.map((option, j) => (
            <div key={option.key} className="inline-form">
              <LanguageText
                name={`${at}.options.${j}.text`}
                id={`${at}.options.${j}`}
                label={t('optionText', { number: j + 1 })}
                language={textLanguage}
                error={null}
              />
              <button type="button" className="secondary" onClick={() => options.remove(j)}>
                {t('removeOption', { number: j + 1 })}
              </button>
            </div>
          ))}
          {refused.shown}
          <p className="row-actions">
            <button type="button" className="secondary" onClick={() => options.append(newOption())}>
              {t('addOption')}
            </button>
          </p>
        </fieldset>
      )}
      <button type="button" className="secondary" onClick={onRemove}>
        {t('removeQuestion', { number })}
      </button>
    </fieldset>
  );
}
