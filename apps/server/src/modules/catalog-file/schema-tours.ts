/** Catalog file section of guided tours (shared with the back office's tour editor). */
export * from '@foyer/domain/catalog-file/tours';
