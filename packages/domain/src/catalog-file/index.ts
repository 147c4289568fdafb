/**
 * The catalog file's schema pieces shared by the file import (server) and the back office's catalog
 * editor (web and server): one schema, one set of messages. A deep export
 * (`@foyer/domain/catalog-file`), so the shop's bundle never includes it.
 */
export * from './fields';
export * from './events';
export * from './tours';
export * from './content';
export * from './issues';
export {
  addMinutes,
  expandSlotRule,
  localTimeExists,
  ruleSpanDays,
  weekdayOf,
  type RuleDates,
  type RuleSlot,
  type SlotRule,
} from './rules';
export * from './capacity';
export * from './shop';
