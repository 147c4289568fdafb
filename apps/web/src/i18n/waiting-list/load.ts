/**
 * The waiting list's texts (docs/decisions.md "Waiting list: booking an offer and joining in the
 * shop"): a table per language of their own, loaded with the join form or the pages of the e-mail
 * links, never with the home page (its script budget). They join the shop's `translation` tables
 * under `waitingList.*`.
 */
import type { Language } from '@foyer/domain';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Table = { default: Record<string, unknown> };

const LOADERS: Readonly<Record<Language, () => Promise<Table>>> = {
  de: () => import('./de.json'),
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  nl: () => import('./nl.json'),
  es: () => import('./es.json'),
  sv: () => import('./sv.json'),
  da: () => import('./da.json'),
};

const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Adds the waiting list's texts of `lang` to the instance once; answers when they are there. */
export function loadWaitingListTexts(instance: I18n, lang: Language): Promise<void> {
  let byLanguage = loading.get(instance);
  if (!byLanguage) {
    byLanguage = new Map();
    loading.set(instance, byLanguage);
  }
  let done = byLanguage.get(lang);
  if (!done) {
    done = LOADERS[lang]().then((table) => {
      instance.addResourceBundle(lang, 'translation', table.default, true, false);
    });
    byLanguage.set(lang, done);
  }
  return done;
}

/**
 * The shop's `t` and whether the waiting list's texts of the current language are in yet (they are
 * loaded on first use; the caller shows nothing of its own until then).
 */
export function useWaitingListTexts(): ReturnType<typeof useTranslation> & { ready: boolean } {
  const translation = useTranslation();
  const { i18n } = translation;
  const lang: Language = i18n.language in LOADERS ? (i18n.language as Language) : 'en';
  const loaded = () => i18n.exists('waitingList.join.open', { lng: lang, fallbackLng: false });
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    let current = true;
    if (loaded()) {
      setReady(true);
      return;
    }
    setReady(false);
    void loadWaitingListTexts(i18n, lang).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
    // `loaded` reads only i18n and lang.
  }, [i18n, lang]);
  return Object.assign(translation, { ready });
}
