/** Catalog file sections of venues, groups and events (shared with the back office's editor). */
export * from '@foyer/domain/catalog-file/events';
