// Which payout processor settles payouts: PAYOUT_PROCESSOR names it (default the stand-in). A real
// processor is one more entry here, an adapter implementing PayoutProcessor read from its own env.
import type { PayoutProcessor } from './processor.ts';
import { standinPayoutProcessor } from './standin.ts';

const PROCESSORS: Record<string, (env: NodeJS.ProcessEnv) => PayoutProcessor> = {
  standin: (env) => standinPayoutProcessor(1000 * Number(env.PAYOUT_STANDIN_SECONDS ?? 3), Date.now, Number(env.PAYOUT_STANDIN_CALL_MS) || 0),
};

export function payoutProcessorFromEnv(env = process.env): PayoutProcessor {
  const name = env.PAYOUT_PROCESSOR || 'standin';
  const make = PROCESSORS[name];
  if (!make) throw new Error(`PAYOUT_PROCESSOR=${name} is not known (known: ${Object.keys(PROCESSORS).join(', ')})`);
  return make(env);
}
