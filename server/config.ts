// Settings read from the environment by the entry points (main.ts, dev.ts, seed/cli.ts).
export const port = () => Number(process.env.PORT ?? 3000);
export const host = () => process.env.HOST ?? '0.0.0.0';
/** Origin used in e-mailed links; never derived from the request's Host header. */
export const publicUrl = () => (process.env.PUBLIC_URL ?? `http://localhost:${port()}`).replace(/\/+$/, '');
/** Seconds the stand-in review of an activated checkout design takes (server/designs/status.ts). */
export const designReviewSeconds = () => Math.max(0, Number(process.env.DESIGN_REVIEW_SECONDS ?? 10) || 0);
/** DEMO_MAILBOX=1 opts in to the demo mailbox (served only where safe: server/public/dev-mailbox-route.ts). */
export function demoMailbox(setting = process.env.DEMO_MAILBOX): boolean {
  if (setting === undefined || setting === '' || setting === '0') return false;
  if (setting === '1') return true;
  throw new Error(`DEMO_MAILBOX must be 1 (serve the demo mailbox) or 0, not '${setting}'`);
}
