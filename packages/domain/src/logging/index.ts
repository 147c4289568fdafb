/** What of a URL or a text may be written to a log (`@foyer/domain/logging`, server only). */
export { LOGGABLE_QUERY_PARAMETERS, loggableUrl, REDACTED, withLoggableUrls } from './loggable-url';
