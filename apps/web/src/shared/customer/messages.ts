/** Translated texts of the stable codes of the customer forms, authentication and settings. */
import { MIN_PASSWORD_LENGTH, type ErrorParams } from '@foyer/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns a code into its message; an unknown code shows the server's text or a general message. */
export type CodeText = (
  code: string | null,
  params?: ErrorParams,
  serverMessage?: string | null,
) => string;

export function useCodeText(): CodeText {
  const { t, i18n } = useTranslation();
  return useCallback<CodeText>(
    (code, params, serverMessage) => {
      const key = `account.codes.${code ?? ''}`;
      if (code !== null && i18n.exists(key)) {
        return t(key, { min: MIN_PASSWORD_LENGTH, ...params });
      }
      return serverMessage ?? t('account.codes.UNKNOWN');
    },
    [t, i18n],
  );
}

/** True when any field has a message. */
export function hasMessages(messages: Readonly<Record<string, readonly string[]>>): boolean {
  return Object.values(messages).some((list) => list.length > 0);
}
