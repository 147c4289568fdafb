/**
 * Registration (screens `register`, `register/success`; calls `customer/register`,
 * `customer/validate`): the fields the server asks for, e-mail and password twice, validate-only
 * checks while typing, per-field messages of a 422, then the success screen that leads to login.
 */
import { routePath } from '@foyer/domain';
import type { CustomerAttr } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { useShopConfig } from '@/shared/config/shop-config';
import {
  CustomerFields,
  customerAttrQuery,
  customerFormFields,
  fieldMessages,
  FormLoadFailed,
  FormLoading,
  FormSummary,
  hasMessages,
  refusalOf,
  refusalTitle,
  RequiredNote,
  setFormError,
  setServerErrors,
  SubmitButton,
  useCodeText,
  useCustomerSummaryEntries,
  useNewCustomerForm,
} from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';
import type { ScreenProps } from '@/shared/ui/screen';
import { showToast } from '@/shared/ui/toast-store';
import { AccountPage, NotOffered } from './account-page';
import { withReturnTo } from './return-to';

function RegisterForm({ attr }: { attr: CustomerAttr }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idPrefix = useId();
  const { form, leaveField, settle, payload } = useNewCustomerForm(attr, 'register');
  const { formState, handleSubmit, setError } = form;
  const entries = useCustomerSummaryEntries(attr, 'register', formState.errors, idPrefix);

  const submit = handleSubmit(async (values) => {
    settle();
    try {
      const c = payload(values);
      await client.call('customerRegister', {
        body: { c: { ...c, password: c.password ?? '', shipping: null } },
      });
      void navigate(withReturnTo(routePath('registerSuccess', lang), params.get('returnTo')));
    } catch (error) {
      const refusal = refusalOf(error);
      const messages = fieldMessages(refusal);
      setServerErrors(setError, messages, customerFormFields(attr, 'register'));
      const title = refusalTitle(text, refusal, hasMessages(messages));
      setFormError(setError, title);
      if (refusal !== null) showToast(title, 'danger');
    }
  });

  return (
    <FormProvider {...form}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormSummary formState={formState} entries={entries} />
        <RequiredNote />
        <CustomerFields idPrefix={idPrefix} attr={attr} purpose="register" onLeave={leaveField} />
        <div className="account-actions">
          <SubmitButton busy={formState.isSubmitting}>{t('account.register.submit')}</SubmitButton>
        </div>
        <p className="account-links">
          {t('account.register.haveAccount')}{' '}
          <Link to={withReturnTo(routePath('login', lang), params.get('returnTo'))}>
            {t('account.register.toLogin')}
          </Link>
        </p>
      </form>
    </FormProvider>
  );
}

export function RegisterScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const config = useShopConfig();
  const attr = useQuery({
    ...customerAttrQuery(client, lang),
    enabled: config.hasUserRegistration,
  });
  if (!config.hasUserRegistration) {
    return (
      <AccountPage route={route}>
        <NotOffered text={t('account.notOffered.register')} />
      </AccountPage>
    );
  }
  return (
    <AccountPage route={route} intro={t('account.register.intro')}>
      {attr.isPending ? (
        <FormLoading />
      ) : attr.isError ? (
        <FormLoadFailed onRetry={() => void attr.refetch()} />
      ) : (
        <RegisterForm attr={attr.data} />
      )}
    </AccountPage>
  );
}

export function RegisterSuccessScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  return (
    <AccountPage route={route}>
      <p className="notice notice--success account-notice" role="status">
        {t('account.registerSuccess.text')}
      </p>
      <p>{t('account.registerSuccess.next')}</p>
      <Link className="button" to={withReturnTo(routePath('login', lang), params.get('returnTo'))}>
        {t('account.registerSuccess.toLogin')}
      </Link>
    </AccountPage>
  );
}
