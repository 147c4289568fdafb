/**
 * What every account form shows after a submit: the error summary with the
 * form's message (react-hook-form's `root` error) and links to the fields in error; it takes the
 * focus after each submit that leaves a problem. Also the props of a form's plain fields and the
 * summary's title for a refused call.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Refusal } from './customer-api';
import { summaryEntries } from './customer-fields';
import { errorTexts, type HeldError } from './form-resolver';
import { ErrorSummary, type SummaryEntry } from './form-ui';
import { useCodeText, type CodeText } from './messages';

/** The error summary of a form, if it has a form-level error. */
export function FormSummary({
  formState,
  entries,
}: {
  /** The form's `errors.root` (the title) and `submitCount` (each submit takes the focus again). */
  formState: { readonly errors: { readonly root?: HeldError }; readonly submitCount: number };
  entries?: readonly SummaryEntry[];
}) {
  const text = useCodeText();
  const error = formState.errors.root;
  if (error === undefined) return null;
  return (
    <ErrorSummary
      title={errorTexts(error, text)[0] ?? text(null)}
      entries={entries}
      focusKey={formState.submitCount}
    />
  );
}

/**
 * The props of the plain fields of a form (`fields`: id and label per field name) and the summary's
 * entries for those in error, in the order of `fields`.
 */
export function useFormFields<V extends FieldValues, F extends Path<V>>(
  form: UseFormReturn<V>,
  fields: Readonly<Record<F, { readonly id: string; readonly label: string }>>,
) {
  const text = useCodeText();
  const errorsOf = (name: F) => errorTexts(form.getFieldState(name, form.formState).error, text);
  const names = Object.keys(fields) as F[];
  return {
    props: (name: F) => ({
      id: fields[name].id,
      label: fields[name].label,
      field: form.register(name),
      errors: errorsOf(name),
    }),
    entries: summaryEntries(
      names,
      errorsOf,
      (name) => fields[name].id,
      (name) => fields[name].label,
    ),
  };
}

/**
 * The summary's title for a failed call: a general message when the server did not refuse, 'Please
 * correct the errors in the form' when the refusal names fields of the form, else the refusal's own
 * message.
 */
export function refusalTitle(text: CodeText, refusal: Refusal | null, namesFields: boolean) {
  if (refusal === null) return text(null);
  return namesFields ? text('FORM_HAS_ERRORS') : text(refusal.code, {}, refusal.message);
}
