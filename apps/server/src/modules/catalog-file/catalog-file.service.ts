/**
 * The catalog file through the back office (docs/catalog.md "In the back office"): the export as a
 * download and the import while the shop runs. The import is the command line's (`importInto`, one
 * transaction under the catalog lock); a dry run runs it the same way and rolls it back, answering
 * the difference between the catalog before and after. Both are written to the audit log.
 */
import {
  CATALOG_CHANGES_LISTED,
  type CatalogImportBody,
  type CatalogImportResult,
} from '@foyer/domain/admin-contract';
import { parse } from 'yaml';
import { lockCatalog } from './catalog.repository';
import { diffCatalogs } from './diff';
import { catalogToYaml, exportCatalog, exportCatalogIn } from './export';
import { ImportRejected, importInto, SUMMARY_KEYS, type ImportSummary } from './import';
import { parseCatalog } from './validate';
import type { AppDeps } from '../../deps';
import { defaultLanguage } from '../../i18n/languages';
import type { FieldTexts, Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';

const AUDIT_TARGET = { type: 'catalog', id: null };

/** `path: message` lines of the validator, grouped by path. */
function byPath(errors: readonly string[]): FieldTexts {
  const out = new Map<string, string[]>();
  for (const line of errors) {
    const at = line.indexOf(': ');
    const [path, message] = at < 0 ? ['file', line] : [line.slice(0, at), line.slice(at + 2)];
    out.set(path, [...(out.get(path) ?? []), message]);
  }
  return Object.fromEntries(out);
}

function invalid(errors: readonly string[]): Outcome<never> {
  return {
    ok: false,
    failure: {
      kind: 'refused',
      code: 'CATALOG_INVALID',
      message: 'The catalog file is not valid; nothing was imported',
      fields: byPath(errors),
    },
  };
}

function sections(summary: ImportSummary): CatalogImportResult['sections'] {
  return SUMMARY_KEYS.flatMap((section) => {
    const counts = summary[section];
    return counts ? [{ section, ...counts }] : [];
  });
}

/** Thrown at the end of a dry run to roll its transaction back with the result. */
class DryRun extends Error {
  constructor(readonly result: CatalogImportResult) {
    super('dry run');
  }
}

/** The whole catalog as the YAML file, named by the museum's date; the download is audited. */
export async function exportCatalogFile(
  deps: AppDeps,
  actor: Actor,
): Promise<Outcome<{ fileName: string; content: string }>> {
  const catalog = await exportCatalog(deps.db);
  const now = deps.clock.now();
  await audit(deps.db, actor, now, 'catalog.export', AUDIT_TARGET, null, null);
  const day = now.toLocaleDateString('sv-SE', { timeZone: deps.config.server.timeZone });
  return { ok: true, value: { fileName: `catalog-${day}.yaml`, content: catalogToYaml(catalog) } };
}

/** Checks (dry run) or applies an uploaded catalog file; an applied import is audited. */
export async function importCatalogFile(
  deps: AppDeps,
  actor: Actor,
  body: CatalogImportBody,
): Promise<Outcome<CatalogImportResult>> {
  let raw: unknown;
  try {
    raw = parse(body.yaml);
  } catch (error) {
    return {
      ok: false,
      failure: {
        kind: 'refused',
        code: 'CATALOG_NOT_YAML',
        message: 'The file is not YAML',
        fields: { file: [(error as Error).message] },
      },
    };
  }
  const parsed = parseCatalog(raw);
  if (!parsed.ok) return invalid(parsed.errors);
  try {
    const result = await deps.db.transaction(async (tx) => {
      await lockCatalog(tx);
      const before = await exportCatalogIn(tx);
      const summary = await importInto(tx, parsed, {
        defaultLanguage: defaultLanguage(deps.config),
      });
      const changes = diffCatalogs(before, await exportCatalogIn(tx));
      const answer: CatalogImportResult = {
        applied: body.apply,
        changes: changes.slice(0, CATALOG_CHANGES_LISTED),
        moreChanges: Math.max(0, changes.length - CATALOG_CHANGES_LISTED),
        sections: sections(summary),
      };
      if (!body.apply) throw new DryRun(answer);
      await audit(tx, actor, deps.clock.now(), 'catalog.import', AUDIT_TARGET, null, {
        changes: answer.changes,
        moreChanges: answer.moreChanges,
      });
      return answer;
    });
    return { ok: true, value: result };
  } catch (error) {
    if (error instanceof DryRun) return { ok: true, value: error.result };
    if (error instanceof ImportRejected) return invalid(error.errors);
    throw error;
  }
}
