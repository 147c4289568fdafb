/**
 * A catalog file validation message in the staff member's language, naming the field: the message's
 * issue code (`@foyer/domain/catalog-file/issues`) with the translated field names. A message no
 * template knows is shown as a translated hint with its original (English) text beside it.
 */
import { catalogIssueOf } from '@foyer/domain/catalog-file/issues';
import { useAdmin } from '../../context';
import type { MessageKey, Translate } from '../../i18n';
import { isCatalogField } from '../../texts/catalog-fields';

export function catalogIssueText(path: string, message: string, t: Translate): string {
  const issue = catalogIssueOf(path, message);
  const label = (name: string) => (isCatalogField(name) ? t(`field_${name}`) : name);
  const params: Record<string, string | number> = { ...issue.params, field: label(issue.field) };
  if (typeof params.other === 'string' && issue.code !== 'duplicate') {
    params.other = label(params.other);
  }
  if (typeof params.kind === 'string') params.kind = t(`kind_${params.kind}` as MessageKey);
  const key: MessageKey =
    issue.code === 'wrongType' || issue.code === 'format'
      ? 'issue_expected'
      : `issue_${issue.code}`;
  return t(key, params);
}

/** The translated message; an unknown one keeps its original text, marked as English. */
export function CatalogIssue({ path, message }: { path: string; message: string }) {
  const { t } = useAdmin();
  const known = catalogIssueOf(path, message).code !== 'other';
  return (
    <>
      {catalogIssueText(path, message, t)}
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
