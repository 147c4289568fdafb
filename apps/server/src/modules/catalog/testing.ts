/**
 * The catalog module's test door: fixtures and helpers for other modules' tests. Only test files,
 * `*.fixtures.ts`, `*.setup.ts` and `src/testing/` may import it (docs/architecture.md).
 */
export { type EventFixture, insertEventFixture } from './events.fixtures';
