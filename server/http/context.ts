// What every route module receives: storage, mail and install settings. No in-process state.
import type { Db } from '../db/connect.ts';
import type { Mailer } from '../mail/mailer.ts';

export type AppContext = {
  db: Db;
  mailer: Mailer;
  secretKey: string;
  /** Absolute origin of the SPA, used in e-mailed links (never taken from the Host header). */
  publicUrl: string;
  production: boolean;
};
