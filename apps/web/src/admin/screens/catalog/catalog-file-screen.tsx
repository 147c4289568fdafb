/**
 * The catalog file: download the whole catalog as YAML, upload a changed file,
 * see what it would change (a dry run on the server) or its errors by path in the file, then apply
 * it in one transaction. Managers and owners (`catalog.manage`).
 */
import {
  adminEndpoints,
  type CatalogChange,
  type CatalogImportResult,
} from '@foyer/domain/admin-contract';
import { useId, useState, type FormEvent } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import { CatalogIssue } from './catalog-issues';
import type { MessageKey } from '../../i18n';

type Outcome =
  | { kind: 'checked' | 'applied'; result: CatalogImportResult }
  | { kind: 'invalid'; errors: [string, string][] }
  | { kind: 'failed'; message: string };

const CHANGE_LABELS: Record<CatalogChange['change'], MessageKey> = {
  added: 'catalogAdded',
  removed: 'catalogRemoved',
  changed: 'catalogChanged',
};

function shown(value: CatalogChange['before']): string {
  return value === null ? '–' : String(value);
}

function ChangesTable({ result }: { result: CatalogImportResult }) {
  const { t } = useAdmin();
  if (result.changes.length === 0) return <p>{t('catalogNoChanges')}</p>;
  return (
    <>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">{t('catalogChangesHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogColWhere')}</th>
              <th scope="col">{t('catalogColChange')}</th>
              <th scope="col">{t('catalogColBefore')}</th>
              <th scope="col">{t('catalogColAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {result.changes.map((change) => (
              <tr key={`${change.path} ${change.change}`}>
                <td>
                  <code>{change.path}</code>
                  {change.label && <> {change.label}</>}
                </td>
                <td>{t(CHANGE_LABELS[change.change])}</td>
                <td className="change">{shown(change.before)}</td>
                <td className="change">{shown(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.moreChanges > 0 && <p>{t('catalogMoreChanges', { count: result.moreChanges })}</p>}
    </>
  );
}

function ErrorsTable({ errors }: { errors: [string, string][] }) {
  const { t } = useAdmin();
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">{t('catalogErrorsHeading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogColWhere')}</th>
            <th scope="col">{t('catalogColProblem')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map(([path, message]) => (
            <tr key={`${path} ${message}`}>
              <td>
                <code>{path}</code>
              </td>
              <td>
                <CatalogIssue path={path} message={message} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function CatalogFileScreen() {
  const { t } = useAdmin();
  const fileId = useId();
  const [yaml, setYaml] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send(apply: boolean) {
    if (yaml === null) return;
    setBusy(apply ? 'apply' : 'check');
    try {
      const result = await callAdmin(adminEndpoints.catalogImport, { body: { yaml, apply } });
      setOutcome({ kind: apply ? 'applied' : 'checked', result });
    } catch (error) {
      if (error instanceof AdminApiError && error.code === 'CATALOG_INVALID') {
        const errors = Object.entries(error.fields).flatMap(([path, messages]) =>
          (Array.isArray(messages) ? messages : [messages]).map((m): [string, string] => [path, m]),
        );
        setOutcome({ kind: 'invalid', errors });
      } else if (error instanceof AdminApiError && error.code === 'CATALOG_NOT_YAML') {
        const reason = error.fields.file;
        setOutcome({
          kind: 'failed',
          message: t('catalogNotYaml', { reason: String(reason ?? '') }),
        });
      } else {
        setOutcome({ kind: 'failed', message: errorText(error, t) });
      }
    } finally {
      setBusy(null);
    }
  }

  function onCheck(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  return (
    <section aria-labelledby="catalog-file-title" className="catalog-file">
      <h1 id="catalog-file-title">{t('catalogFileTitle')}</h1>
      <p className="hint">{t('catalogFileHint')}</p>
      <p>
        <a className="button-link" href="/api/admin/catalog/export" download>
          {t('catalogDownload')}
        </a>
      </p>
      <form className="admin-card" onSubmit={onCheck}>
        <h2>{t('catalogUploadHeading')}</h2>
        <div className="field">
          <label htmlFor={fileId}>{t('catalogChooseFile')}</label>
          <input
            id={fileId}
            type="file"
            accept=".yaml,.yml,application/yaml,text/yaml"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              setOutcome(null);
              setYaml(file ? await file.text() : null);
            }}
          />
        </div>
        <button type="submit" disabled={yaml === null || busy !== null}>
          {busy === 'check' ? t('catalogChecking') : t('catalogCheck')}
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'checked' && (
          <>
            <h2>{t('catalogChangesHeading')}</h2>
            <ChangesTable result={outcome.result} />
            {outcome.result.changes.length > 0 && (
              <button type="button" disabled={busy !== null} onClick={() => void send(true)}>
                {busy === 'apply' ? t('catalogApplying') : t('catalogApply')}
              </button>
            )}
          </>
        )}
        {outcome?.kind === 'applied' && (
          <p className="admin-ok" role="status">
            {t('catalogApplied', {
              count: outcome.result.changes.length + outcome.result.moreChanges,
            })}
          </p>
        )}
        {outcome?.kind === 'invalid' && (
          <>
            <h2 className="admin-error">{t('catalogErrorsHeading')}</h2>
            <ErrorsTable errors={outcome.errors} />
          </>
        )}
        {outcome?.kind === 'failed' && (
          <p role="alert" className="admin-error">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  );
}
