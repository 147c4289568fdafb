/**
 * Settings (`settings`): user details and shipping details (`customer/update`, validate-only
 * `customer/validateUpdate`), change password (`customer/pwdchange`) and change e-mail
 * (`customer/emailchange`), each with its toasts; the visitor's data as a file, their consents and
 * the account's deletion (docs/decisions.md "Data protection"). Logged-out visitors are told that
 * the page needs login; guests cannot change password or e-mail, consent or delete an account.
 */
import {
  customerPayload,
  MIN_PASSWORD_LENGTH,
  routePath,
  validateEmailChange,
  validatePasswordChange,
  type CustomerPayload,
  type PasswordChangeInput,
} from '@foyer/domain';
import type { Customer, CustomerAttr, UpdateCustomerForm } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import {
  CustomerFields,
  customerAttrQuery,
  customerFormFields,
  EmailField,
  fieldMessages,
  FormLoadFailed,
  FormLoading,
  FormSummary,
  hasMessages,
  PasswordField,
  refusalOf,
  refusalTitle,
  setFormError,
  setServerErrors,
  SHIPPING_PATHS,
  shippingCheck,
  ShippingFields,
  shippingOfCustomer,
  shippingPayload,
  SubmitButton,
  useCodeText,
  useCustomerForm,
  useCustomerSummaryEntries,
  useDomainForm,
  useFormFields,
  useShippingSummaryEntries,
  valuesOfCustomer,
  type FormCheck,
  type ShippingValues,
} from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { sessionStore, useSession } from '@/shared/session/session-store';
import type { ScreenProps } from '@/shared/ui/screen';
import { showToast } from '@/shared/ui/toast-store';
import { AccountPage, LoginRequired } from './account-page';
import { Consents } from './consents';
import { DeleteAccount } from './delete-account';
import { YourData } from './your-data';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A form of the settings: its fields, then its submit button. */
function SettingsForm({
  onSubmit,
  busy,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <div className="account-actions">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}

/** The form `c` of `customer/update`: the profile without the e-mail, and the shipping address. */
function updateForm(payload: CustomerPayload, shipping: ShippingValues): UpdateCustomerForm {
  return {
    salutation: payload.salutation,
    fname: payload.fname,
    lname: payload.lname,
    company: payload.company,
    phone: payload.phone,
    street: payload.street,
    zip: payload.zip,
    city: payload.city,
    ...(payload.country === undefined ? {} : { country: payload.country }),
    shipping: shippingPayload(shipping),
  };
}

function useSaveProfile() {
  const client = useApiClient();
  const text = useCodeText();
  return async (c: UpdateCustomerForm) => {
    const customer = await client.call('customerUpdate', { body: { c } });
    sessionStore.getState().setCustomer(customer);
    showToast(text('USER_SETTINGS_SAVED'), 'success');
  };
}

function UserDetails({ attr, customer }: { attr: CustomerAttr; customer: Customer }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const save = useSaveProfile();
  const idPrefix = useId();
  const [initial] = useState(() => valuesOfCustomer(customer));
  const validate = useCallback(
    (payload: CustomerPayload) =>
      client.call('customerValidateUpdate', {
        body: { c: updateForm(payload, shippingOfCustomer(customer)) },
      }),
    [client, customer],
  );
  const { form, leaveField, settle, payload } = useCustomerForm({
    rules: attr,
    purpose: 'update',
    initial,
    validate,
  });
  const { formState, handleSubmit, setError } = form;
  const entries = useCustomerSummaryEntries(attr, 'update', formState.errors, idPrefix);

  const submit = handleSubmit(async (values) => {
    settle();
    try {
      await save(updateForm(payload(values), shippingOfCustomer(customer)));
    } catch (error) {
      const refusal = refusalOf(error);
      const messages = fieldMessages(refusal);
      setServerErrors(setError, messages, customerFormFields(attr, 'update'));
      setFormError(setError, refusalTitle(text, refusal, hasMessages(messages)));
    }
  });

  return (
    <FormProvider {...form}>
      <SettingsForm
        onSubmit={submit}
        busy={formState.isSubmitting}
        submitLabel={t('account.settings.saveDetails')}
      >
        <FormSummary formState={formState} entries={entries} />
        <CustomerFields idPrefix={idPrefix} attr={attr} purpose="update" onLeave={leaveField} />
      </SettingsForm>
    </FormProvider>
  );
}

interface ShippingForm {
  shipping: ShippingValues;
}

const checkShippingForm = (values: ShippingForm): FormCheck => ({
  fields: shippingCheck(values.shipping),
  form: 'SHIPPING_FIELDS_INCOMPLETE',
});

function ShippingDetails({ attr, customer }: { attr: CustomerAttr; customer: Customer }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const save = useSaveProfile();
  const idPrefix = useId();
  const form = useDomainForm<ShippingForm>(
    { shipping: shippingOfCustomer(customer) },
    checkShippingForm,
    'onChange',
  );
  const { formState, handleSubmit, setError } = form;
  const entries = useShippingSummaryEntries(formState.errors, idPrefix, false);

  const submit = handleSubmit(async (values) => {
    try {
      const profile = customerPayload(valuesOfCustomer(customer), attr);
      await save(updateForm(profile, values.shipping));
    } catch (error) {
      const refusal = refusalOf(error);
      const messages = fieldMessages(refusal, { shipping: 'shipping.root' });
      setServerErrors(setError, messages, SHIPPING_PATHS);
      const own = SHIPPING_PATHS.some((path) => (messages[path] ?? []).length > 0);
      setFormError(setError, refusalTitle(text, refusal, own));
    }
  });

  return (
    <FormProvider {...form}>
      <SettingsForm
        onSubmit={submit}
        busy={formState.isSubmitting}
        submitLabel={t('account.settings.saveShipping')}
      >
        <FormSummary formState={formState} entries={entries} />
        <ShippingFields idPrefix={idPrefix} attr={attr} />
      </SettingsForm>
    </FormProvider>
  );
}

/** The password change's rule as field codes: each empty field, else the new password's problem. */
function checkPasswordChange(values: PasswordChangeInput): FormCheck {
  const checked = validatePasswordChange(values);
  if (checked.ok) return { fields: {} };
  if (checked.code !== 'AUTH_FILL_ALL_FIELDS') {
    const field = checked.code === 'PASSWORD_INVALID' ? 'newPassword' : 'repeat';
    return { fields: { [field]: [checked.code] }, form: 'FORM_HAS_ERRORS' };
  }
  const required = (value: string) => (value === '' ? ['FIELD_REQUIRED'] : []);
  return {
    fields: {
      oldPassword: required(values.oldPassword),
      newPassword: required(values.newPassword),
      repeat: required(values.repeat),
    },
    form: checked.code,
  };
}

function ChangePassword() {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const form = useDomainForm<PasswordChangeInput>(
    { oldPassword: '', newPassword: '', repeat: '' },
    checkPasswordChange,
  );
  const { props, entries } = useFormFields(form, {
    oldPassword: { id: `${id}-old`, label: t('account.fields.oldPassword') },
    newPassword: { id: `${id}-new`, label: t('account.fields.newPassword') },
    repeat: { id: `${id}-repeat`, label: t('account.fields.password_repeat') },
  });

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await client.call('customerPwdChange', { body: { _po: oldPassword, _pn: newPassword } });
      showToast(text('AUTH_PASSWORD_CHANGE_SUCCESS'), 'success');
      void navigate(routePath('home', lang));
    } catch (error) {
      const refusal = refusalOf(error);
      const fields = fieldMessages(refusal, { _po: 'oldPassword', _pn: 'newPassword' });
      setServerErrors(form.setError, fields, ['oldPassword', 'newPassword']);
      setFormError(
        form.setError,
        refusal?.code === 'AUTH_WRONG_CREDENTIALS' || refusal?.code === 'AUTH_RATE_LIMITED'
          ? text(refusal.code, {}, refusal.message)
          : text('AUTH_PASSWORD_CHANGE_FAILED'),
      );
      showToast(text('AUTH_PASSWORD_CHANGE_FAILED'), 'danger');
    }
  });

  return (
    <SettingsForm
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      submitLabel={t('account.settings.changePassword')}
    >
      <FormSummary formState={form.formState} entries={entries} />
      <PasswordField {...props('oldPassword')} autoComplete="current-password" />
      <PasswordField
        {...props('newPassword')}
        autoComplete="new-password"
        hint={t('account.form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
      />
      <PasswordField {...props('repeat')} autoComplete="new-password" />
    </SettingsForm>
  );
}

interface EmailChangeValues {
  password: string;
  email: string;
}

/** The e-mail change's rule as field codes: each empty field, else an invalid e-mail. */
function checkEmailChange({ password, email }: EmailChangeValues): FormCheck {
  const checked = validateEmailChange({ oldPassword: password, email });
  if (checked.ok) return { fields: {} };
  const invalid = checked.code === 'EMAIL_INVALID' ? [checked.code] : [];
  return {
    fields: {
      password: password === '' ? ['FIELD_REQUIRED'] : [],
      email: email.trim() === '' ? ['FIELD_REQUIRED'] : invalid,
    },
    form: checked.code === 'AUTH_FILL_ALL_FIELDS' ? checked.code : 'FORM_HAS_ERRORS',
  };
}

function ChangeEmail({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const id = useId();
  const form = useDomainForm<EmailChangeValues>({ password: '', email: '' }, checkEmailChange);
  // The summary names the password first, as the server's check does.
  const { props, entries } = useFormFields(form, {
    password: { id: `${id}-password`, label: t('account.fields.currentPassword') },
    email: { id: `${id}-email`, label: t('account.fields.newEmail') },
  });

  const submit = form.handleSubmit(async ({ password, email }) => {
    try {
      const updated = await client.call('customerEmailChange', {
        body: { _po: password, email: email.trim() },
      });
      sessionStore.getState().setCustomer(updated);
      showToast(text('AUTH_EMAIL_CHANGE_SUCCESS'), 'success');
      form.reset();
    } catch (error) {
      const refusal = refusalOf(error);
      const fields = fieldMessages(refusal, { _po: 'password' });
      setServerErrors(form.setError, fields, ['password', 'email']);
      const named = (fields.password ?? []).length + (fields.email ?? []).length > 0;
      setFormError(form.setError, refusalTitle(text, refusal, named));
    }
  });

  return (
    <SettingsForm
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      submitLabel={t('account.settings.changeEmail')}
    >
      <p className="account-current">
        {t('account.settings.currentEmail')} <strong>{customer.email}</strong>
      </p>
      <FormSummary formState={form.formState} entries={entries} />
      <EmailField {...props('email')} />
      <PasswordField {...props('password')} autoComplete="current-password" />
    </SettingsForm>
  );
}

function SettingsSections({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const attr = useQuery(customerAttrQuery(client, lang));
  if (attr.isPending) return <FormLoading />;
  if (attr.isError) return <FormLoadFailed onRetry={() => void attr.refetch()} />;
  return (
    <>
      <Section title={t('account.settings.userDetails')}>
        <UserDetails attr={attr.data} customer={customer} />
      </Section>
      <Section title={t('account.settings.shippingDetails')}>
        <ShippingDetails attr={attr.data} customer={customer} />
      </Section>
      {customer.isGuest ? (
        <p className="notice account-notice">{t('account.settings.guestNote')}</p>
      ) : (
        <>
          <Section title={t('account.settings.changePassword')}>
            <ChangePassword />
          </Section>
          <Section title={t('account.settings.changeEmail')}>
            <ChangeEmail customer={customer} />
          </Section>
        </>
      )}
      <Section title={t('account.settings.yourData')}>
        <YourData />
      </Section>
      {!customer.isGuest && (
        <>
          <Section title={t('account.consents.title')}>
            <Consents />
          </Section>
          <Section title={t('account.deleteAccount.title')}>
            <DeleteAccount />
          </Section>
        </>
      )}
    </>
  );
}

export function SettingsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const token = useSession((state) => state.token);
  const customer = useSession((state) => state.customer);
  if (token === null) return <LoginRequired route={route} />;
  return (
    <AccountPage route={route}>
      <p className="account-links">
        <Link to={routePath('myOrders', lang)}>{t('account.settings.myOrders')}</Link>
      </p>
      {customer === null ? <FormLoading /> : <SettingsSections customer={customer} />}
    </AccountPage>
  );
}
