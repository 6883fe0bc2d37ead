/** The session tests' old helper names, kept for record.test.ts; new tests import from tests/support. */
export { snap, started, testEnv } from '../support/fixtures.ts';
export { personPlays, playUntil } from '../support/playout.ts';
