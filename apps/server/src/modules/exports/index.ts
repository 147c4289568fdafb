/**
 * The exports module's front door: the accountant's exports (CSV, workbook, DATEV, the documents'
 * ZIP) as routes, and the writers the benchmark times.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { exportRoutes } from './exports.routes';
export {
  csvExport,
  datevExport,
  documentsZipExport,
  workbookExport,
  type ExportDeps,
  type ExportFile,
} from './exports.service';
