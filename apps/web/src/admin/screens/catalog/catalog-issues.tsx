/**
 * A catalog file validation message in the staff member's language, naming the field: the message's
 * issue code (`@foyer/domain/catalog-file/issues`) with the translated field names. A message no
 * template knows is shown as a translated hint with its original (English) text beside it. The texts
 * load with the catalog file screen.
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';
import { catalogIssueOf } from '@foyer/domain/catalog-file/issues';
import { useAdmin } from '../../context';
import { addScreenTexts, hasText, tablesOf, translator, type TextTable } from '../../i18n';
import FIELDS_EN from '../../i18n/catalog-fields/en.json';
import type CatalogIssuesEn from '../../i18n/catalog-issues/en.json';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>(
      ['../../i18n/catalog-fields/*.json', '../../i18n/catalog-issues/*.json'],
      { eager: true, import: 'default' },
    ),
  ),
);

type CatalogIssueTextKey = keyof typeof CatalogIssuesEn;
type CatalogFieldTextKey = keyof typeof FIELDS_EN;

/** Whether the catalog file's field `name` has a name in each language (i18n/catalog-fields/). */
function isCatalogField(name: string): boolean {
  return Object.hasOwn(FIELDS_EN, `field_${name}`);
}

export function catalogIssueText(path: string, message: string, language: StaffLanguage): string {
  const t = translator<CatalogIssueTextKey | CatalogFieldTextKey>(language);
  const issue = catalogIssueOf(path, message);
  const label = (name: string) =>
    isCatalogField(name) ? t(`field_${name}` as CatalogFieldTextKey) : name;
  // An unknown field is named as the file writes it: it has no name in any language.
  const field = issue.code === 'unknownField' ? issue.field : label(issue.field);
  const params: Record<string, string | number> = { ...issue.params, field };
  if (typeof params.other === 'string' && issue.code !== 'duplicate') {
    params.other = label(params.other);
  }
  if (typeof params.kind === 'string') {
    const kind = `kind_${params.kind}` as CatalogIssueTextKey;
    if (hasText(language, kind)) params.kind = t(kind);
  }
  const key: CatalogIssueTextKey =
    issue.code === 'wrongType' || issue.code === 'format'
      ? 'issue_expected'
      : `issue_${issue.code}`;
  return t(key, params);
}

/** The translated message; an unknown one keeps its original text, marked as English. */
export function CatalogIssue({ path, message }: { path: string; message: string }) {
  const { language } = useAdmin();
  const known = catalogIssueOf(path, message).code !== 'other';
  return (
    <>
      {catalogIssueText(path, message, language)}
      {!known && (
        <>
          {' '}
          <span lang="en" className="hint">
            ({message})
          </span>
        </>
      )}
    </>
  );
}
