/**
 * Guest registration (`register-guest`, `auth/guest`): the billing
 * details the server asks for, the basket's invoice wish, and an optional separate shipping address
 * kept in the session when edited. The form is first checked with the validate-only call, whose 422
 * counts as fine when it only names the password; then `auth/guest` logs the guest in.
 */
import { isOnlyPasswordError } from '@foyer/domain';
import type { CustomerAttr } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast-store';
import { customerAttrQuery, fieldMessages, refusalOf, useLogInWithToken } from './customer-api';
import { CustomerFields, customerFormFields, useCustomerSummaryEntries } from './customer-fields';
import { setFormError, setServerErrors } from './form-resolver';
import { FormLoading, FormLoadFailed } from './form-state';
import { FormSummary, refusalTitle } from './form-submit';
import { RequiredNote, SubmitButton } from './form-ui';
import { hasMessages, useCodeText } from './messages';
import {
  selectionOf,
  SHIPPING_PATHS,
  ShippingFields,
  shippingOfSelection,
  shippingPayload,
  useShippingSummaryEntries,
} from './shipping-fields';
import { useNewCustomerForm } from './use-customer-form';

export interface GuestFormProps {
  /** Called once the guest is logged in. */
  readonly onRegistered: () => void;
}

export function GuestForm({ onRegistered }: GuestFormProps) {
  const lang = useLanguage();
  const client = useApiClient();
  const attr = useQuery(customerAttrQuery(client, lang));
  if (attr.isPending) return <FormLoading />;
  if (attr.isError) return <FormLoadFailed onRetry={() => void attr.refetch()} />;
  return <GuestFormFields attr={attr.data} onRegistered={onRegistered} />;
}

function GuestFormFields({ attr, onRegistered }: GuestFormProps & { attr: CustomerAttr }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const logInWithToken = useLogInWithToken();
  const idPrefix = useId();
  const [shipping] = useState(() =>
    shippingOfSelection(
      sessionStore.getState().shipping,
      cartStore.getState().shippingQuote?.country ?? '',
    ),
  );
  const { form, leaveField, settle, payload } = useNewCustomerForm(attr, 'guest', shipping);
  const { formState, getValues, handleSubmit, setError, watch } = form;
  const entries = [
    ...useCustomerSummaryEntries(attr, 'guest', formState.errors, idPrefix),
    ...useShippingSummaryEntries(formState.errors, idPrefix, true),
  ];

  // Persisted in the session when edited.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name?.startsWith('shipping.')) {
        sessionStore.getState().setShipping(selectionOf(getValues('shipping')));
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues]);

  const submit = handleSubmit(async (values) => {
    settle();
    const c = {
      ...payload(values),
      send_invoice: cartStore.getState().basket.requestInvoice,
      shipping: shippingPayload(values.shipping),
    };
    try {
      try {
        await client.call('customerValidate', { body: { c } });
      } catch (error) {
        const refusal = refusalOf(error);
        // A guest has no password: a 422 naming only the password counts as fine.
        if (refusal === null || !isOnlyPasswordError(refusal.fields)) throw error;
      }
      const token = await client.call('authGuest', { body: { c } });
      await logInWithToken(token);
      onRegistered();
    } catch (error) {
      const refusal = refusalOf(error);
      const messages = fieldMessages(refusal, { shipping: 'shipping.root' });
      delete messages.password;
      setServerErrors(setError, messages, [
        ...customerFormFields(attr, 'guest'),
        ...SHIPPING_PATHS,
      ]);
      const title = refusalTitle(text, refusal, hasMessages(messages));
      setFormError(setError, title);
      if (refusal?.code === 'AUTH_RATE_LIMITED') showToast(title, 'danger');
    }
  });

  return (
    <FormProvider {...form}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormSummary formState={formState} entries={entries} />
        <RequiredNote />
        <CustomerFields idPrefix={idPrefix} attr={attr} purpose="guest" onLeave={leaveField} />
        <ShippingFields idPrefix={idPrefix} attr={attr} />
        <div className="account-actions">
          <SubmitButton busy={formState.isSubmitting}>{t('account.guest.submit')}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
