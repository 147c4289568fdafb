/**
 * Guest registration (spec 2 `register-guest`, spec 4 "Identity", spec 7 `auth/guest`): the billing
 * details the server asks for, the basket's invoice wish, and an optional separate shipping address
 * kept in the session when edited. The form is first checked with the validate-only call, whose 422
 * counts as fine when it only names the password (spec 5); then `auth/guest` logs the guest in.
 */
import { isOnlyPasswordError } from '@foyer/domain';
import type { CustomerAttr } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast-store';
import { customerAttrQuery, fieldMessages, refusalOf, useLogInWithToken } from './customer-api';
import { CustomerFields, useCustomerSummaryEntries } from './customer-fields';
import { FormLoading, FormLoadFailed } from './form-state';
import { ProblemSummary, refusalTitle, useFormProblem, useSubmission } from './form-submit';
import { RequiredNote, SubmitButton } from './form-ui';
import { hasMessages, useCodeText } from './messages';
import {
  checkShipping,
  selectionOf,
  shippingFieldId,
  shippingMessages,
  shippingOfSelection,
  shippingPayload,
  shippingSummaryEntries,
  type ShippingValues,
  ShippingFields,
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
  const form = useNewCustomerForm(attr, 'guest');
  const [shipping, setShipping] = useState<ShippingValues>(() =>
    shippingOfSelection(
      sessionStore.getState().shipping,
      cartStore.getState().shippingQuote?.country ?? '',
    ),
  );
  const [shippingShown, setShippingShown] = useState(false);
  const [shippingServer, setShippingServer] = useState<Record<string, string[]>>({});
  const { problem, fail, clear } = useFormProblem();
  const { busy, onSubmit } = useSubmission();

  const changeShipping = (next: ShippingValues) => {
    setShipping(next);
    setShippingServer({});
    // Persisted in the session when edited (spec 4 "Shipping address").
    sessionStore.getState().setShipping(selectionOf(next));
  };

  const shippingLabel = (field: string) => t(`account.shipping.${field}`);
  const messages = shippingMessages(shipping, shippingShown, shippingServer, text);
  const customerEntries = useCustomerSummaryEntries(attr, 'guest', form.messages, idPrefix);
  const entries = [
    ...customerEntries,
    ...shippingSummaryEntries(messages, idPrefix, shippingLabel),
    ...(messages.shipping ?? []).map((message) => ({
      id: shippingFieldId(idPrefix, 'same'),
      label: t('account.shipping.legend'),
      message,
    })),
  ];

  const submit = async (start: () => void) => {
    form.showAll();
    setShippingShown(true);
    if (hasMessages(form.allClientMessages) || !checkShipping(shipping).ok) {
      fail(text('FORM_HAS_ERRORS'));
      return;
    }
    start();
    const c = {
      ...form.payload(),
      send_invoice: cartStore.getState().basket.requestInvoice,
      shipping: shippingPayload(shipping),
    };
    try {
      try {
        await client.call('customerValidate', { body: { c } });
      } catch (error) {
        const refusal = refusalOf(error);
        // A guest has no password: a 422 naming only the password counts as fine (spec 5).
        if (refusal === null || !isOnlyPasswordError(refusal.fields)) throw error;
      }
      const token = await client.call('authGuest', { body: { c } });
      await logInWithToken(token);
      clear();
      onRegistered();
    } catch (error) {
      const refusal = refusalOf(error);
      const { shipping: shippingGroup, ...rest } = fieldMessages(refusal);
      const shippingPart: Record<string, string[]> = {};
      const formPart: Record<string, string[]> = {};
      for (const [field, list] of Object.entries(rest)) {
        if (field.startsWith('shipping.')) shippingPart[field] = list;
        else formPart[field] = list;
      }
      if (shippingGroup) shippingPart.shipping = shippingGroup;
      delete formPart.password;
      form.setServerMessages(formPart);
      setShippingServer(shippingPart);
      const title = refusalTitle(text, refusal, hasMessages(formPart) || hasMessages(shippingPart));
      fail(title);
      if (refusal?.code === 'AUTH_RATE_LIMITED') showToast(title, 'danger');
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
      <ProblemSummary problem={problem} entries={entries} />
      <RequiredNote />
      <CustomerFields idPrefix={idPrefix} attr={attr} purpose="guest" form={form} />
      <ShippingFields
        idPrefix={idPrefix}
        attr={attr}
        values={shipping}
        messages={messages}
        onChange={changeShipping}
      />
      <div className="account-actions">
        <SubmitButton busy={busy}>{t('account.guest.submit')}</SubmitButton>
      </div>
    </form>
  );
}
