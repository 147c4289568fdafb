/**
 * The bridge between the domain's form rules and react-hook-form: a resolver that
 * runs a domain check and answers its stable codes as field errors, and the server's per-field
 * messages of a refusal set on the fields. Errors hold codes (type `domain`) or the server's own
 * text (type `server`); they are translated only when shown.
 */
import type { ErrorParams } from '@foyer/domain';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type MultipleFieldErrors,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import type { CodeText } from './messages';

/** What a domain check says about a form: codes per field path, and the form's own code. */
export interface FormCheck {
  /** Codes per field path (`email`, `shipping.name`, `shipping.root` for a group). */
  readonly fields: Readonly<Record<string, readonly string[] | undefined>>;
  /** The summary's title when any field is in error ('Please correct the errors in the form'). */
  readonly form?: string;
}

/** Error type of a message from the server (shown as it is). */
export const SERVER_ERROR = 'server';
/** Error type of a domain code (translated when shown). */
const DOMAIN_ERROR = 'domain';

function fieldError(type: string, messages: readonly string[]): FieldError {
  return {
    type,
    message: messages[0],
    types: Object.fromEntries(messages.map((message, index) => [String(index), message])),
  };
}

/** Puts `value` at a dotted path (`shipping.name`) of `target`. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const inner = (target[head] ??= {}) as Record<string, unknown>;
  setPath(inner, rest.join('.'), value);
}

/** The domain's check as a resolver: the values as they are, or the field errors of its codes. */
export function domainResolver<V extends FieldValues>(
  check: (values: V) => FormCheck,
): Resolver<V> {
  return (values) => {
    const result = check(values);
    const errors: Record<string, unknown> = {};
    let failed = false;
    for (const [path, codes] of Object.entries(result.fields)) {
      if (codes === undefined || codes.length === 0) continue;
      failed = true;
      setPath(errors, path, fieldError(DOMAIN_ERROR, codes));
    }
    if (!failed) return { values, errors: {} };
    if (result.form !== undefined) errors.root = fieldError(DOMAIN_ERROR, [result.form]);
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * A form checked by a domain rule on submit; its messages stay until the next submit, or with
 * `reValidateMode: 'onChange'` follow each change after a submit. The error summary, not the first
 * field, takes the focus.
 */
export function useDomainForm<V extends FieldValues>(
  defaultValues: DefaultValues<V>,
  check: (values: V) => FormCheck,
  reValidateMode: 'onChange' | 'onSubmit' = 'onSubmit',
) {
  return useForm<V>({
    defaultValues,
    resolver: domainResolver(check),
    reValidateMode,
    shouldFocusError: false,
  });
}

/** A field's or the form's error as react-hook-form holds it. */
export interface HeldError {
  readonly type?: string | number;
  readonly message?: string;
  readonly types?: MultipleFieldErrors;
}

/** The messages of a field error, translated where they are codes. */
export function errorTexts(
  error: HeldError | undefined,
  text: CodeText,
  params?: ErrorParams,
): string[] {
  if (error === undefined) return [];
  const messages = Object.values(error.types ?? {}).filter(
    (message): message is string => typeof message === 'string',
  );
  const list = messages.length > 0 ? messages : error.message ? [error.message] : [];
  return error.type === SERVER_ERROR ? list : list.map((code) => text(code, params));
}

/** A field error of the server's messages. */
export function serverError(messages: readonly string[]): FieldError {
  return fieldError(SERVER_ERROR, messages);
}

/**
 * Shows the server's messages of a refusal on the fields `known` of the form (field paths, or a
 * group's `….root`).
 */
export function setServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  messages: Readonly<Record<string, readonly string[]>>,
  known: readonly string[],
): void {
  for (const field of known) {
    const list = messages[field];
    // A group's `….root` is no value path, but react-hook-form keeps an error there all the same.
    if (list !== undefined && list.length > 0) setError(field as Path<V>, serverError(list));
  }
}

/** Shows the summary's title of a failed call (a translated message or the server's own). */
export function setFormError<V extends FieldValues>(
  setError: UseFormSetError<V>,
  message: string,
): void {
  setError('root', { type: SERVER_ERROR, message });
}
