// Which fiscal provider issues receipts: FISCAL_PROVIDER names it (default the stand-in). A real
// software cash register is one more entry here, an adapter implementing FiscalProvider
// (server/fiscal/provider.ts) that reads its own settings from the environment.
import type { FiscalProvider } from './provider.ts';
import { standinFiscalProvider } from './standin.ts';

const PROVIDERS: Record<string, () => FiscalProvider> = {
  standin: () => standinFiscalProvider(),
};

export function fiscalProviderFromEnv(env = process.env): FiscalProvider {
  const name = env.FISCAL_PROVIDER || 'standin';
  const make = PROVIDERS[name];
  if (!make) throw new Error(`FISCAL_PROVIDER=${name} is not known (known: ${Object.keys(PROVIDERS).join(', ')})`);
  return make();
}
