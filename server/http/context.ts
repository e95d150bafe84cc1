// What every route module receives: storage, mail and install settings. No in-process state.
import type { Db } from '../db/connect.ts';
import type { FiscalProvider } from '../fiscal/provider.ts';
import type { Mailer } from '../mail/mailer.ts';

export type AppContext = {
  db: Db;
  mailer: Mailer;
  secretKey: string;
  /** Absolute origin of the SPA, used in e-mailed links (never taken from the Host header). */
  publicUrl: string;
  production: boolean;
  /** Issues fiscal receipts for the merchants' cash registers (FISCAL_PROVIDER, server/fiscal/select.ts). */
  fiscal: FiscalProvider;
};
