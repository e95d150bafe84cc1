// Which acquirer charges cards: ACQUIRER names it (default the stand-in). A real acquirer is one more
// entry here, an adapter implementing Acquirer (server/acquirer/acquirer.ts) read from its own env.
import type { Acquirer } from './acquirer.ts';
import { standinAcquirer } from './standin.ts';

const ACQUIRERS: Record<string, () => Acquirer> = {
  standin: () => standinAcquirer(),
};

export function acquirerFromEnv(env = process.env): Acquirer {
  const name = env.ACQUIRER || 'standin';
  const make = ACQUIRERS[name];
  if (!make) throw new Error(`ACQUIRER=${name} is not known (known: ${Object.keys(ACQUIRERS).join(', ')})`);
  return make();
}
