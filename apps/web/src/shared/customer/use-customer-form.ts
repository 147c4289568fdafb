/**
 * The state of a customer form (spec 5 "Forms"): values, the domain's checks of the fields the
 * visitor has left (or all after a submit), and the validate-only call of the server after leaving a
 * field, whose per-field messages are shown until the field changes.
 */
import {
  customerPayload,
  validateCustomerFields,
  type CustomerFieldRules,
  type CustomerFormField,
  type CustomerFormPurpose,
  type CustomerPayload,
} from '@foyer/domain';
import type { CustomerAttr } from '@foyer/domain/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import { useShopConfig } from '@/shared/config/shop-config';
import { cartStore } from '@/shared/session/cart-store';
import { fieldMessages, refusalOf } from './customer-api';
import { customerFormFields, emptyCustomerValues, type CustomerValues } from './customer-fields';
import { fieldTexts, useCodeText } from './messages';

/** How long the form waits after the last field was left before asking the server. */
export const VALIDATE_DELAY_MS = 400;

/** Fields of a guest that a validate-only 422 may name without counting (spec 5). */
const GUEST_IGNORED = ['password', 'password_repeat'];

export interface CustomerFormState {
  readonly values: CustomerValues;
  /** The messages to show per field. */
  readonly messages: Record<string, string[]>;
  /** The domain's messages of every field, shown or not (for the submit). */
  readonly allClientMessages: Record<string, string[]>;
  readonly setField: (field: CustomerFormField, value: string) => void;
  readonly leaveField: (field: CustomerFormField) => void;
  /** Shows every message from now on (after a submit). */
  readonly showAll: () => void;
  /** Shows the per-field messages of a refused submit. */
  readonly setServerMessages: (messages: Record<string, string[]>) => void;
  readonly reset: (values: CustomerValues) => void;
  /** The customer object `c` without the fields a purpose adds (send_invoice, shipping). */
  readonly payload: () => CustomerPayload;
}

export function useCustomerForm(options: {
  readonly rules: CustomerFieldRules | undefined;
  readonly purpose: CustomerFormPurpose;
  readonly initial: CustomerValues;
  /** The validate-only call; rejects with the 422 of the server. */
  readonly validate?: (payload: CustomerPayload) => Promise<unknown>;
}): CustomerFormState {
  const { rules, purpose, validate } = options;
  const text = useCodeText();
  const [values, setValues] = useState<CustomerValues>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const round = useRef(0);
  const latest = useRef(values);
  latest.current = values;

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const noRules = useMemo<CustomerFieldRules>(
    () => ({ required_fields: [], visible_fields: [] }),
    [],
  );
  const activeRules = rules ?? noRules;

  const allClientMessages = useMemo(
    () => fieldTexts(validateCustomerFields(values, activeRules, { purpose }), text),
    [values, activeRules, purpose, text],
  );

  const payload = useCallback(() => customerPayload(latest.current, activeRules), [activeRules]);

  const askServer = useCallback(() => {
    if (validate === undefined) return;
    const mine = ++round.current;
    validate(customerPayload(latest.current, activeRules)).then(
      () => {
        if (mine === round.current) setServer({});
      },
      (error: unknown) => {
        if (mine !== round.current) return;
        const messages = Object.entries(fieldMessages(refusalOf(error)));
        setServer(
          Object.fromEntries(
            purpose === 'guest'
              ? messages.filter(([field]) => !GUEST_IGNORED.includes(field))
              : messages,
          ),
        );
      },
    );
  }, [validate, activeRules, purpose]);

  const setField = useCallback((field: CustomerFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServer((current) => {
      if (!(field in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([name]) => name !== field));
    });
  }, []);

  const leaveField = useCallback(
    (field: CustomerFormField) => {
      setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(askServer, VALIDATE_DELAY_MS);
    },
    [askServer],
  );

  const fields = useMemo(() => customerFormFields(activeRules, purpose), [activeRules, purpose]);
  const messages = useMemo(() => {
    const shown: Record<string, string[]> = {};
    for (const field of fields) {
      if (!all && !touched.has(field)) continue;
      const client = allClientMessages[field] ?? [];
      const fromServer = server[field] ?? [];
      const list = client.length > 0 ? client : fromServer;
      if (list.length > 0) shown[field] = list;
    }
    if (all) {
      for (const [field, list] of Object.entries(server)) {
        if (!(field in shown) && !(fields as string[]).includes(field)) shown[field] = list;
      }
    }
    return shown;
  }, [fields, all, touched, allClientMessages, server]);

  const reset = useCallback((next: CustomerValues) => {
    setValues(next);
    setTouched(new Set());
    setAll(false);
    setServer({});
  }, []);

  return {
    values,
    messages,
    allClientMessages,
    setField,
    leaveField,
    showAll: useCallback(() => setAll(true), []),
    setServerMessages: useCallback((messages: Record<string, string[]>) => {
      round.current += 1;
      setServer(messages);
    }, []),
    reset,
    payload,
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
): CustomerFormState {
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
  return useCustomerForm({ rules: attr, purpose, initial, validate });
}
