// How the account calls that check a secret (a password, a two-step code) write. Two things may not
// wait for the call's one transaction:
// - an attempt is counted, and a failure recorded, even though the call then answers 400: a rolled
//   back count would let guesses go unthrottled (throttle.ts);
// - a password hash (128 MiB, bounded slots, security/password.ts) never runs inside a transaction:
//   on PGlite a transaction holds the one connection, so every other call would wait for the hash.
// Such calls are `"writes": "steps"` in schemas/endpoints/account.json: the counting is a step of its
// own, and the call's change (the user, its token, its mail, its session) is ONE later step.
import type { Db } from '../db/connect.ts';

/** Runs `work` in a transaction: a steps call's `call.step`, or `inCall(db)` for work inside an open one. */
export type Steps = <T>(work: (db: Db) => Promise<T>) => Promise<T>;

/** Every step in `db` itself: a writing call's one transaction, or (old callers) the root db. */
export const inCall = (db: Db): Steps => (work) => work(db);
