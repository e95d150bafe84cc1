// Widget testers (JSON Forms style), pure: no React.
export { RANK, NOT_APPLICABLE, type Rank } from './rank';
export { rankWith, bestOf } from './rankWith';
export * from './predicates';
export { pickEntry, type RankedEntry } from './pickEntry';
export type { Tester, Predicate, TesterContext, FieldUi } from './types';
