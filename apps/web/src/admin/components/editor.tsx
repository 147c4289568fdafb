/**
 * The back office's editors on one skeleton (`useEditor` and the pieces below):
 * - the item loads through the query client (a new item loads nothing); while it loads a spinner
 *   shows, and a failed load says why with a button to try again (`LoadFailure`);
 * - the form is react-hook-form's, checked on submit by the domain's schema — the rule the server
 *   applies — as its resolver, cross-field rules together with the fields; its fields are
 *   controlled (the editor re-renders on each change, as the lists of items and the texts per
 *   language need), which keeps the back office's first load to the parts of react-hook-form the
 *   sign-in screen uses already;
 * - every refusal shows at its field, in the staff member's language, tied to it by aria-invalid and
 *   aria-describedby, and the first refused field gets the focus (refused-fields.tsx): the schema's
 *   before sending, the server's per-field 422 after;
 * - the save button waits for the answer; "Saved." follows a create and an update; a created item's
 *   editor opens at its own address, and the lists that show the item are asked again.
 */
import type { AdminEndpoint } from '@foyer/domain/admin-contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  FormProvider,
  get,
  set,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { AdminApiError, callAdmin } from '../api';
import { useAdmin } from '../context';
import { errorText } from '../errors';
import { useAdminQuery, useInvalidateAdmin, useSetAdminData } from '../queries';
import './editor.css';
import { QueryFailure } from './load-failure';
import { fieldRefusal, refusedFields, useFocusRefused } from './refused-fields';
import { StatusLine, type Status } from './status-line';

/** Where a refused path shows in a form (`tickets.0.name.de` → `tickets.0.name`), with its text. */
export interface Refusal {
  readonly field: string;
  readonly message: string;
}

/** An editor's form checked with the domain's rules before it is sent. */
export interface EditorCheck<Form, Body> {
  /** The API body of the form's values. */
  readonly body: (values: Form) => Body;
  /** The domain's schema of the body: the rules the server applies. */
  readonly schema: z.ZodType;
  /** Paths the back office refuses beyond the schema (the default language's name). */
  readonly more?: (body: Body) => readonly string[];
  /** The field and the text of a refused path, for the schema's and the server's refusals alike. */
  readonly describe: (path: string, values: Form) => Refusal;
}

/** The endpoint of an item: its answer names it by id. */
type ItemEndpoint = AdminEndpoint<
  z.ZodObject,
  z.ZodObject,
  z.ZodType | null,
  z.ZodType<{ readonly id: string | number }>
>;

/** The field errors of refused paths: the first text per field, a list's own before its items'. */
function fieldErrors<Form>(
  paths: readonly string[],
  values: Form,
  describe: EditorCheck<Form, unknown>['describe'],
): Map<string, string> {
  const found = new Map<string, string>();
  for (const path of paths) {
    const { field, message } = describe(path, values);
    if (!found.has(field)) found.set(field, message);
  }
  // A list's error (`prices`) is set before its items' (`prices.0.price`), which then sit inside it.
  const depth = (field: string) => field.split('.').length;
  return new Map([...found].sort(([a], [b]) => depth(a) - depth(b)));
}

/** The domain's check as react-hook-form's resolver: the API body, or the errors at the fields. */
export function domainResolver<Form extends FieldValues, Body>(
  check: EditorCheck<Form, Body>,
): Resolver<Form, unknown, Body> {
  return (values) => {
    const body = check.body(values);
    const checked = check.schema.safeParse(body);
    const paths = [
      ...(checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.'))),
      ...(check.more?.(body) ?? []),
    ];
    if (paths.length === 0) return { values: body, errors: {} };
    const errors = {};
    for (const [field, message] of fieldErrors(paths, values, check.describe)) {
      set(errors, field, { type: 'domain', message });
    }
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}

export interface EditorOptions<E extends ItemEndpoint, Form extends FieldValues, Body> {
  /** The item's endpoint (`…/{id}`). */
  readonly load: E;
  /** The item's id; null for a new item, which loads nothing. */
  readonly id: string | number | null;
  /** An item the server does not have yet opens as a new one (a page not written yet). */
  readonly missingIsNew?: boolean;
  /** The form of the item as loaded or saved; of null, a new item's. */
  readonly toForm: (data: z.output<E['data']> | null) => Form;
  readonly check: EditorCheck<Form, Body>;
  /**
   * How the item is saved: POST to `create` for a new item and PUT to `update` (`…/{id}`) for a
   * loaded one, or a way of its own; the answer is the item as the load has it.
   */
  readonly save:
    | { readonly create: ItemEndpoint; readonly update: ItemEndpoint }
    | ((body: Body) => Promise<z.output<E['data']>>);
  /** The lists that show the item, asked again after a save. */
  readonly invalidate: readonly AdminEndpoint[];
  /** The address of an item's editor, opened once a new item is created. */
  readonly pathOf?: (id: string | number) => string;
  readonly savedText: string;
  /** A refusal with a code of its own: a field's text, the alert's text, or null for the usual. */
  readonly refusal?: (error: AdminApiError) => Refusal | string | null;
}

export interface Editor<Data, Form extends FieldValues, Body> {
  /** What shows instead of the form until it can be filled: the spinner, or a failed load. */
  readonly pending: ReactElement | null;
  /** The item as the server has it now (null for a new one). */
  readonly data: Data | null;
  /** Replaces the item's data (a part of it changed elsewhere on the screen); the form stays. */
  readonly setData: (data: Data) => void;
  readonly form: UseFormReturn<Form, unknown, Body>;
  /** The form element, whose first refused field gets the focus after a refusal. */
  readonly formElement: RefObject<HTMLFormElement | null>;
  /** The form's values now. */
  readonly values: Form;
  readonly submit: () => Promise<void>;
  readonly busy: boolean;
  readonly status: Status;
  /** Runs another action of the editor (remove, hide): busy meanwhile, its text or the refusal after. */
  readonly act: (work: () => Promise<string>) => Promise<void>;
}

/** Where the address of an item just created is kept, whose editor opens saying "Saved.". */
const CREATED = ['admin-editor', 'created'] as const;

export function useEditor<E extends ItemEndpoint, Form extends FieldValues, Body>(
  options: EditorOptions<E, Form, Body>,
): Editor<z.output<E['data']>, Form, Body> {
  type Data = z.output<E['data']>;
  const { t, navigate } = useAdmin();
  const client = useQueryClient();
  const invalidate = useInvalidateAdmin();
  const setAdminData = useSetAdminData();
  const { id, load, toForm } = options;
  const put = (itemId: string | number, item: Data) =>
    setAdminData(load, { params: { id: itemId } }, item);
  const query = useAdminQuery(
    load,
    { params: id === null ? {} : { id } },
    { enabled: id !== null },
  );
  const missing =
    options.missingIsNew === true &&
    query.error instanceof AdminApiError &&
    query.error.code === 'NOT_FOUND';
  const data: Data | null = query.data ?? null;
  const loaded = id === null || query.isSuccess || missing;

  // The form is filled once, when the item is there, and again from what a save answers; data that
  // changes meanwhile (a slot added below the form) leaves the staff member's typing alone.
  const [filled, setFilled] = useState(loaded);
  const [initial] = useState(() => (loaded ? toForm(data) : undefined));
  const form = useForm<Form, unknown, Body>({
    defaultValues: initial as DefaultValues<Form> | undefined,
    resolver: domainResolver(options.check),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useEffect(() => {
    if (filled || !loaded) return;
    form.reset(toForm(data));
    setFilled(true);
  }, [filled, loaded, data, form, toForm]);

  const here = id === null ? null : (options.pathOf?.(id) ?? null);
  const [justCreated] = useState(() => here !== null && client.getQueryData(CREATED) === here);
  useEffect(() => {
    if (justCreated) client.removeQueries({ queryKey: CREATED });
  }, [justCreated, client]);
  const action = useAction(
    (error) => errorText(error, t),
    justCreated ? { ok: true, text: options.savedText } : null,
  );
  const setStatus = action.setMessage;
  const busy = form.formState.isSubmitting || action.busy;
  const { form: formElement, focusRefused } = useFocusRefused();

  /** The server's refusal of a save: at the fields it names, else in the alert. */
  const refused = (error: unknown) => {
    const own = error instanceof AdminApiError ? (options.refusal?.(error) ?? null) : null;
    const paths = [...refusedFields(error).keys()];
    if (typeof own === 'string' || (own === null && paths.length === 0)) {
      setStatus({ ok: false, text: typeof own === 'string' ? own : errorText(error, t) });
      return;
    }
    const found = own
      ? new Map([[own.field, own.message]])
      : fieldErrors(paths, form.getValues(), options.check.describe);
    for (const [field, message] of found) {
      form.setError(field as Parameters<typeof form.setError>[0], { type: 'server', message });
    }
    setStatus({ ok: false, text: t('formHasErrors') });
    focusRefused();
  };

  const save = async (body: Body) => {
    setStatus(null);
    try {
      const { save: how } = options;
      const saved: Data =
        typeof how === 'function'
          ? await how(body)
          : // Create, update and load answer the same item.
            ((await (id === null
              ? callAdmin(how.create, { body })
              : callAdmin(how.update, { params: { id }, body }))) as Data);
      put(saved.id, saved);
      form.reset(toForm(saved));
      void invalidate(...options.invalidate);
      if (id !== saved.id && options.pathOf) {
        const path = options.pathOf(saved.id);
        client.setQueryData(CREATED, path);
        navigate(path);
      } else {
        setStatus({ ok: true, text: options.savedText });
      }
    } catch (error) {
      refused(error);
    }
  };

  const pending = !filled ? (
    query.isError && !missing ? (
      <QueryFailure query={query} />
    ) : (
      <BusyLine text={t('loading')} />
    )
  ) : null;

  return {
    pending,
    values: form.watch(),
    data,
    setData: (next) => {
      if (id !== null) put(id, next);
    },
    form,
    formElement,
    submit: form.handleSubmit(save, () => {
      setStatus({ ok: false, text: t('formHasErrors') });
      focusRefused();
    }),
    busy,
    status: action.message,
    act: action.run,
  };
}

/**
 * An action of a screen (remove, hide, add rows): busy while it runs, then the text it answers, or
 * the refusal's text in an alert.
 */
export function useAction(
  refusal: (error: unknown) => string,
  initial: Status | (() => Status) = null,
) {
  const [message, setMessage] = useState<Status>(initial);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string | null>) => {
    setMessage(null);
    setBusy(true);
    try {
      const done = await work();
      if (done !== null) setMessage({ ok: true, text: done });
    } catch (error) {
      setMessage({ ok: false, text: refusal(error) });
    } finally {
      setBusy(false);
    }
  };
  return { message, setMessage, busy, run };
}

const EditorBusy = createContext(false);

/** What the editor's form needs of an editor. */
export type EditorFormOf<Form extends FieldValues, Body> = Pick<
  Editor<unknown, Form, Body>,
  'form' | 'formElement' | 'submit' | 'busy' | 'status'
>;

/** The editor's form: its fields (children), and the status of the last save at its end. */
export function EditorForm<Form extends FieldValues, Body>({
  editor,
  children,
}: {
  editor: EditorFormOf<Form, Body>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...editor.form}>
      <EditorBusy.Provider value={editor.busy}>
        <form
          ref={editor.formElement}
          noValidate
          aria-busy={editor.busy}
          onSubmit={(event) => {
            event.preventDefault();
            void editor.submit();
          }}
        >
          {children}
          <StatusLine status={editor.status} />
        </form>
      </EditorBusy.Provider>
    </FormProvider>
  );
}

/**
 * The save button, disabled while the editor works. `busyText` shows beside it meanwhile, with a
 * spinner; with `relabel` the button itself says it too.
 */
export function SaveButton({
  label,
  busyText,
  relabel = false,
}: {
  label: string;
  busyText?: string;
  relabel?: boolean;
}) {
  const busy = useContext(EditorBusy);
  return (
    <>
      <button type="submit" disabled={busy}>
        {busy && relabel ? busyText : label}
      </button>
      {busy && busyText && <BusyLine text={busyText} inline />}
    </>
  );
}

/** A spinner with its text, for screen readers and sighted staff alike. */
export function BusyLine({ text, inline = false }: { text: string; inline?: boolean }) {
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag role="status" className="busy-line">
      <span className="busy-spinner" aria-hidden="true" />
      {text}
    </Tag>
  );
}

/** The error of a field of the editor's form: its text and the attributes that tie it to the field. */
export function useFieldError(field: string) {
  const { formState } = useFormContext();
  const message: unknown = (get(formState.errors, field) as { message?: unknown } | undefined)
    ?.message;
  return fieldRefusal(field, typeof message === 'string' ? message : null);
}

/** A value of the editor's form (`tickets.0.price`) and its change. */
export function useFormValue<Value>(name: string) {
  const { getValues, setValue } = useFormContext();
  return {
    value: getValues(name) as Value,
    change: (value: Value) => setValue(name, value),
  };
}

/** A list of the form's values (`tickets`): its items, and an item added or removed. */
export function fieldList<Item>(form: Pick<UseFormReturn, 'getValues' | 'setValue'>, name: string) {
  const items = (form.getValues(name) ?? []) as Item[];
  return {
    items,
    append: (item: Item) => form.setValue(name, [...items, item]),
    remove: (index: number) =>
      form.setValue(
        name,
        items.filter((_, at) => at !== index),
      ),
  };
}

/** A field's error shown where the field's group or list is (a list's own rule). */
export function FieldError({ field }: { field: string }) {
  return useFieldError(field).shown;
}

/** A labelled text input of the form, with its hint and its error. */
export function TextField({
  name,
  id,
  label,
  inputMode,
  required,
  hint,
}: {
  name: string;
  id: string;
  label: ReactNode;
  inputMode?: 'numeric' | 'decimal';
  required?: boolean;
  hint?: ReactNode;
}) {
  const { value, change } = useFormValue<string | undefined>(name);
  const error = useFieldError(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode={inputMode}
        required={required}
        value={value ?? ''}
        onChange={(event) => change(event.target.value)}
        {...error.attributes}
      />
      {hint && <span className="hint">{hint}</span>}
      {error.shown}
    </div>
  );
}

/** A yes/no field of the form, as a switch with its label. */
export function Switch({ name, label, id }: { name: string; label: ReactNode; id?: string }) {
  const { value, change } = useFormValue<boolean>(name);
  return (
    <label className="switch">
      <input
        id={id}
        type="checkbox"
        checked={Boolean(value)}
        onChange={(event) => change(event.target.checked)}
      />
      {label}
    </label>
  );
}

/**
 * A labelled choice of the form, with its error. `none` is the choice of nothing (null); with
 * `numeric` the values are numbers.
 */
export function SelectField({
  name,
  id,
  label,
  choices,
  none,
  numeric = false,
  onChange,
}: {
  name: string;
  id: string;
  label: ReactNode;
  choices: readonly { readonly value: string | number; readonly label: string; lang?: string }[];
  none?: string;
  numeric?: boolean;
  onChange?: (value: string) => void;
}) {
  const { value, change } = useFormValue<string | number | null>(name);
  const error = useFieldError(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = event.target.value;
          change(numeric ? (chosen === '' ? null : Number(chosen)) : chosen);
          onChange?.(chosen);
        }}
        {...error.attributes}
      >
        {none !== undefined && <option value="">{none}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
      {error.shown}
    </div>
  );
}
