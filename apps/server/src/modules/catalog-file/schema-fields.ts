/** The fields and checks the sections of the catalog file are built from (shared with the editor). */
export * from '@foyer/domain/catalog-file/fields';
