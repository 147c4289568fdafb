/**
 * The check-in scanner's name in the navigation and the page title, composed into the admin
 * translator (i18n.ts). The scanner's own texts load with its page (screens/scan/scan-texts.ts).
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';

export type ScanNavKey = 'navScan' | 'scanTitle';

export const SCAN_NAV_TEXTS: Record<StaffLanguage, Record<ScanNavKey, string>> = {
  en: { navScan: 'Check-in', scanTitle: 'Check-in' },
  de: { navScan: 'Einlass', scanTitle: 'Einlass' },
  fr: { navScan: 'Contrôle d’accès', scanTitle: 'Contrôle d’accès' },
  it: { navScan: 'Ingresso', scanTitle: 'Controllo ingressi' },
  nl: { navScan: 'Toegang', scanTitle: 'Toegangscontrole' },
  es: { navScan: 'Acceso', scanTitle: 'Control de acceso' },
  sv: { navScan: 'Insläpp', scanTitle: 'Insläpp' },
  da: { navScan: 'Indgang', scanTitle: 'Billetkontrol' },
};
