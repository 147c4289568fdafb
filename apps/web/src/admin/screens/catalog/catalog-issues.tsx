/**
 * A catalog file validation message in the staff member's language, naming the field: the message's
 * issue code (`@foyer/domain/catalog-file/issues`) with the translated field names. A message no
 * template knows is shown as a translated hint with its original (English) text beside it. The texts
 * load with the catalog file screen.
 */
import { fillPlaceholders } from '@foyer/domain';
import type { StaffLanguage } from '@foyer/domain/admin-contract';
import { catalogIssueOf } from '@foyer/domain/catalog-file/issues';
import { useAdmin } from '../../context';
import { CATALOG_FIELD_TEXTS, isCatalogField } from '../../texts/catalog-fields';
import { CATALOG_ISSUE_TEXTS, type CatalogIssueTextKey } from '../../texts/catalog-issues';

export function catalogIssueText(path: string, message: string, language: StaffLanguage): string {
  const texts = CATALOG_ISSUE_TEXTS[language];
  const fields = CATALOG_FIELD_TEXTS[language];
  const issue = catalogIssueOf(path, message);
  const label = (name: string) => (isCatalogField(name) ? fields[`field_${name}`] : name);
  // An unknown field is named as the file writes it: it has no name in any language.
  const field = issue.code === 'unknownField' ? issue.field : label(issue.field);
  const params: Record<string, string | number> = { ...issue.params, field };
  if (typeof params.other === 'string' && issue.code !== 'duplicate') {
    params.other = label(params.other);
  }
  if (typeof params.kind === 'string') {
    params.kind = texts[`kind_${params.kind}` as CatalogIssueTextKey] ?? params.kind;
  }
  const key: CatalogIssueTextKey =
    issue.code === 'wrongType' || issue.code === 'format'
      ? 'issue_expected'
      : `issue_${issue.code}`;
  return fillPlaceholders(texts[key], params);
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
