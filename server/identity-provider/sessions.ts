// The stand-in provider's sessions: a document step then a selfie step, with deterministic outcomes
// so tests and demos know what will happen (README "Identity provider"). Kept in memory: the stand-in
// plays a third-party service, and a restart simply loses unfinished sessions (the portal starts a new one).
import { randomBytes } from 'node:crypto';

export type SessionStatus = 'pending' | 'passed' | 'failed';
export type Session = { token: string; reference: string; status: SessionStatus; document: string | null; created: number };

/** Documented test documents: the first passes, the second is refused when the selfie is matched. */
export const TEST_DOCUMENTS = { passes: 'ID-PASS-0001', fails: 'ID-FAIL-0001' } as const;
const SESSION_TTL_MS = 60 * 60_000;
const MAX_SESSIONS = 10_000;

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  create(reference: string): Session {
    this.prune();
    const session: Session = { token: randomBytes(24).toString('base64url'), reference, status: 'pending', document: null, created: Date.now() };
    this.sessions.set(session.token, session);
    return session;
  }

  get(token: string): Session | undefined {
    const s = this.sessions.get(token);
    return s && Date.now() - s.created < SESSION_TTL_MS ? s : undefined;
  }

  /** Document step: only the test documents are known to this stand-in. */
  submitDocument(s: Session, documentNumber: string): string | null {
    if (s.status !== 'pending') return 'This session is finished';
    const number = documentNumber.trim().toUpperCase();
    if (number !== TEST_DOCUMENTS.passes && number !== TEST_DOCUMENTS.fails) return 'Document not recognised';
    s.document = number;
    return null;
  }

  /** Selfie step: matching the selfie against the document finishes the session. */
  submitSelfie(s: Session): string | null {
    if (s.status !== 'pending') return 'This session is finished';
    if (!s.document) return 'Scan your document first';
    s.status = s.document === TEST_DOCUMENTS.passes ? 'passed' : 'failed';
    return null;
  }

  private prune(): void {
    const now = Date.now();
    for (const [token, s] of this.sessions) if (now - s.created >= SESSION_TTL_MS) this.sessions.delete(token);
    // Oldest first (Map keeps insertion order): a flood of sessions cannot grow memory without bound.
    for (const token of this.sessions.keys()) {
      if (this.sessions.size < MAX_SESSIONS) break;
      this.sessions.delete(token);
    }
  }
}
