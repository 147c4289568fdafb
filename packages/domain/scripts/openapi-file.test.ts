import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_OPENAPI_FILE,
  OPENAPI_FILE,
  checkOpenApiFile,
  openApiDocuments,
  writeOpenApiFile,
} from './openapi-file';

describe('docs/openapi.json', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'foyer-openapi-'));
    file = path.join(dir, 'openapi.json');
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the document that the check then finds current', () => {
    writeOpenApiFile(file, '{"openapi":"3.1.0"}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"openapi":"3.1.0"}\n');
    expect(checkOpenApiFile(file, '{"openapi":"3.1.0"}\n').current).toBe(true);
  });

  it('reports a changed document and tells how to update it', () => {
    writeFileSync(file, '{"openapi":"3.0.0"}\n');
    const result = checkOpenApiFile(file, '{"openapi":"3.1.0"}\n');
    expect(result.current).toBe(false);
    expect(result.message).toContain('is not current');
    expect(result.message).toContain('npm run openapi');
  });

  it('reports a missing document', () => {
    const result = checkOpenApiFile(file, '{}\n');
    expect(result.current).toBe(false);
    expect(result.message).toMatch(/openapi\.json is missing\. Run `npm run openapi`/);
  });

  it('is checked in and current with the contract', () => {
    expect(OPENAPI_FILE.endsWith(path.join('docs', 'openapi.json'))).toBe(true);
    const result = checkOpenApiFile(OPENAPI_FILE);
    expect(result.message).toMatch(/openapi\.json is current\.$/);
    expect(result.current).toBe(true);
  });

  it('checks in the back office’s document beside it, current with the admin contract', () => {
    expect(ADMIN_OPENAPI_FILE.endsWith(path.join('docs', 'openapi-admin.json'))).toBe(true);
    const admin = openApiDocuments().find((entry) => entry.file === ADMIN_OPENAPI_FILE);
    const text = admin?.render() ?? '';
    expect(checkOpenApiFile(ADMIN_OPENAPI_FILE, text).current).toBe(true);
    const document = JSON.parse(text);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/admin/login', '/api/admin/staff', '/api/admin/reports/{kind}']),
    );
    const report = document.paths['/api/admin/reports/{kind}'].get;
    expect(report.description).toContain('reports.read');
    expect(report.parameters.map((p: { name: string }) => p.name)).toEqual([
      'kind',
      'from',
      'to',
      'grain',
    ]);
    // The kind is one of a list (422 otherwise); an overlong one is refused before routing (414).
    expect(Object.keys(report.responses)).toEqual(['200', '401', '403', '414', '422']);
  });
});
