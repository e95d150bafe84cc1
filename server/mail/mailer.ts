// Outgoing e-mail: SMTP when SMTP_URL is set, otherwise the outbox table (the demo mailbox,
// /dev/mailbox/, shows it where DEMO_MAILBOX=1 makes it safe).
// nodemailer loads with the first mail sent over SMTP, not at server start.
import type { Db } from '../db/connect.ts';

/** `html`: an HTML alternative of `text` (SMTP sends both; the demo outbox keeps the text). */
export type Mail = { to: string; subject: string; text: string; html?: string };
/** `db`: where the outbox row goes: a writing call passes its transaction (the mail is kept only if the call commits). */
export type Mailer = { send(mail: Mail, db?: Db): Promise<void> };

export function createMailer(db: Db, smtpUrl = process.env.SMTP_URL, from = process.env.MAIL_FROM ?? 'Merchant Portal <no-reply@merchant.test>'): Mailer {
  if (smtpUrl) {
    const transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return { send: async (mail) => { await (await transport).sendMail({ from, ...mail }); } };
  }
  return {
    send: async (mail, via = db) => {
      await via.insertInto('outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.text }).execute();
    },
  };
}
