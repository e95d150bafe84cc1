import { NOT_APPLICABLE } from './rank';
import type { Predicate, Tester } from './types';

/** A tester giving `rank` when the predicate holds, NOT_APPLICABLE otherwise. */
export function rankWith(rank: number, predicate: Predicate): Tester {
  return (field, ui, ctx) => (predicate(field, ui, ctx) ? rank : NOT_APPLICABLE);
}

/** The highest rank of several testers. */
export function bestOf(...testers: Tester[]): Tester {
  return (field, ui, ctx) => Math.max(...testers.map((t) => t(field, ui, ctx)));
}
