/**
 * The customer form on react-hook-form: the domain's checks of a field once the
 * visitor has left it (and of every field after a submit), and the validate-only call of the server
 * after leaving a field, whose per-field messages are shown until the field changes.
 */
import {
  customerPayload,
  validateCustomerFields,
  type CustomerFieldRules,
  type CustomerFormPurpose,
  type CustomerPayload,
} from '@foyer/domain';
import type { CustomerAttr } from '@foyer/domain/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useApiClient } from '@/shared/api/api-context';
import { useShopConfig } from '@/shared/config/shop-config';
import { cartStore } from '@/shared/session/cart-store';
import { fieldMessages, refusalOf } from './customer-api';
import { customerFormFields, emptyCustomerValues, type CustomerValues } from './customer-fields';
import { domainResolver, SERVER_ERROR, serverError, type FormCheck } from './form-resolver';
import { SAME_AS_BILLING, shippingCheck, type ShippingValues } from './shipping-fields';

/** How long the form waits after the last field was left before asking the server. */
export const VALIDATE_DELAY_MS = 400;

/** Fields of a guest that a validate-only 422 may name without counting. */
const GUEST_IGNORED = ['password', 'password_repeat'];

/** The values of a customer form: the customer's fields and, for a guest, the shipping address. */
export type CustomerFormData = CustomerValues & { readonly shipping: ShippingValues };

export interface CustomerForm {
  readonly form: UseFormReturn<CustomerFormData>;
  /** Asks the server about the form a moment after a field was left. */
  readonly leaveField: () => void;
  /** Before a submit's own call: no validate-only answer counts any more. */
  readonly settle: () => void;
  /** The customer object `c` of the values (without send_invoice and shipping). */
  readonly payload: (values: CustomerValues) => CustomerPayload;
}

export function useCustomerForm(options: {
  readonly rules: CustomerFieldRules;
  readonly purpose: CustomerFormPurpose;
  readonly initial: CustomerValues;
  /** The shipping address of a guest, checked with the rest of the form. */
  readonly shipping?: ShippingValues;
  /** The validate-only call; rejects with the 422 of the server. */
  readonly validate?: (payload: CustomerPayload) => Promise<unknown>;
}): CustomerForm {
  const { rules, purpose, validate, shipping } = options;
  const check = (values: CustomerFormData): FormCheck => ({
    fields: {
      ...validateCustomerFields(values, rules, { purpose }),
      ...(shipping === undefined ? {} : shippingCheck(values.shipping)),
    },
    form: 'FORM_HAS_ERRORS',
  });
  const form = useForm<CustomerFormData>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // The error summary takes the focus, not the first field.
    shouldFocusError: false,
    defaultValues: { ...options.initial, shipping: shipping ?? SAME_AS_BILLING },
    resolver: domainResolver(check),
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const round = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** The server's messages on the fields shown, where the domain finds nothing wrong. */
  const showServer = (messages: Readonly<Record<string, readonly string[]>>) => {
    for (const field of customerFormFields(rules, purpose)) {
      const state = form.getFieldState(field);
      if (state.error !== undefined && state.error.type !== SERVER_ERROR) continue;
      const list = messages[field] ?? [];
      if (list.length > 0 && (state.isTouched || form.formState.isSubmitted)) {
        form.setError(field, serverError(list));
      } else if (state.error !== undefined) {
        form.clearErrors(field);
      }
    }
  };

  const ask = () => {
    if (validate === undefined) return;
    const mine = ++round.current;
    validate(customerPayload(form.getValues(), rules)).then(
      () => {
        if (mine === round.current) showServer({});
      },
      (error: unknown) => {
        if (mine !== round.current) return;
        const messages = Object.entries(fieldMessages(refusalOf(error)));
        showServer(
          Object.fromEntries(
            purpose === 'guest'
              ? messages.filter(([field]) => !GUEST_IGNORED.includes(field))
              : messages,
          ),
        );
      },
    );
  };

  return {
    form,
    leaveField: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(ask, VALIDATE_DELAY_MS);
    },
    settle: () => {
      clearTimeout(timer.current);
      round.current += 1;
    },
    payload: (values) => customerPayload(values, rules),
  };
}

/**
 * The form of a new customer (registration, guest registration): empty but for the country (the one
 * chosen in the basket, else the shop's default), checked with the validate-only call without a
 * shipping address.
 */
export function useNewCustomerForm(
  attr: CustomerAttr,
  purpose: 'register' | 'guest',
  shipping?: ShippingValues,
): CustomerForm {
  const config = useShopConfig();
  const client = useApiClient();
  const [initial] = useState(() => {
    const chosen = cartStore.getState().shippingQuote?.country ?? null;
    const offered = chosen !== null && attr.countries.some((country) => country.key === chosen);
    return emptyCustomerValues(offered ? chosen : config.defaultCountry, attr);
  });
  const validate = useCallback(
    (payload: CustomerPayload) =>
      client.call('customerValidate', { body: { c: { ...payload, shipping: null } } }),
    [client],
  );
  return useCustomerForm({ rules: attr, purpose, initial, shipping, validate });
}
