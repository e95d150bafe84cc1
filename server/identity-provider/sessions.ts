// The stand-in provider's sessions: a document step then a selfie step, with deterministic outcomes
// so tests and demos know what will happen (README "Identity provider"). Kept in the portal's
// database (migration 033): every instance's stand-in answers for a session another one created, so
// several instances can serve the frame behind one balancer. A session lives one hour.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

export type SessionStatus = 'pending' | 'passed' | 'failed';
export type Session = { token: string; reference: string; status: SessionStatus; document: string | null };

/** Documented test documents: the first passes, the second is refused when the selfie is matched. */
export const TEST_DOCUMENTS = { passes: 'ID-PASS-0001', fails: 'ID-FAIL-0001' } as const;
const SESSION_TTL = sql<Date>`now() - interval '1 hour'`;
const FINISHED = 'This session is finished';
/** What create() issues: anything else (a NUL byte would fail in PostgreSQL) names no session. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32}$/;

export class SessionStore {
  constructor(private readonly db: Db) {}

  /** A new pending session; expired ones are purged on the way, so the table holds about an hour of them. */
  async create(reference: string): Promise<Session> {
    const token = randomBytes(24).toString('base64url');
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('identity_standin_sessions').where('created_at', '<=', SESSION_TTL).execute();
      await trx.insertInto('identity_standin_sessions').values({ token, reference }).execute();
    });
    return { token, reference, status: 'pending', document: null };
  }

  /** The live session of the token; undefined when unknown or expired. */
  async get(token: string): Promise<Session | undefined> {
    if (!TOKEN_FORMAT.test(token)) return undefined;
    return this.db.selectFrom('identity_standin_sessions').select(['token', 'reference', 'status', 'document'])
      .where('token', '=', token).where('created_at', '>', SESSION_TTL).executeTakeFirst();
  }

  /** Document step: only the test documents are known to this stand-in. */
  async submitDocument(s: Session, documentNumber: string): Promise<string | null> {
    if (s.status !== 'pending') return FINISHED;
    const number = documentNumber.trim().toUpperCase();
    if (number !== TEST_DOCUMENTS.passes && number !== TEST_DOCUMENTS.fails) return 'Document not recognised';
    const changed = await this.pending(s).set({ document: number }).executeTakeFirst();
    return Number(changed.numUpdatedRows) === 1 ? null : FINISHED;
  }

  /** Selfie step: matching the selfie against the document finishes the session. */
  async submitSelfie(s: Session): Promise<{ error: string } | { status: SessionStatus }> {
    if (s.status !== 'pending') return { error: FINISHED };
    if (!s.document) return { error: 'Scan your document first' };
    const status = s.document === TEST_DOCUMENTS.passes ? 'passed' : 'failed';
    // Only the document that was read decides: a document step raced in between changes nothing here.
    const changed = await this.pending(s).set({ status }).where('document', '=', s.document).executeTakeFirst();
    return Number(changed.numUpdatedRows) === 1 ? { status } : { error: FINISHED };
  }

  /** An update of the session while it is still pending and live (another instance may finish it meanwhile). */
  private pending(s: Session) {
    return this.db.updateTable('identity_standin_sessions')
      .where('token', '=', s.token).where('status', '=', 'pending').where('created_at', '>', SESSION_TTL);
  }
}
