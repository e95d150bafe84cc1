// Texts of the account e-mails. Links point at SPA routes.
import type { Mail } from './mailer.ts';

export function confirmEmailMail(publicUrl: string, to: string, token: string): Mail {
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `Welcome to Merchant Portal.\n\nConfirm your e-mail address by opening this link (valid for 3 days):\n${publicUrl}/account/confirm/${token}\n`,
  };
}

export function resetPasswordMail(publicUrl: string, to: string, token: string): Mail {
  return {
    to,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your Merchant Portal account.\n\nOpen this link within 1 hour to choose a new password:\n${publicUrl}/account/reset_password/${token}\n\nIf it was not you, ignore this e-mail.\n`,
  };
}

export function inviteMail(publicUrl: string, to: string, token: string, merchantName: string): Mail {
  return {
    to,
    subject: `You are invited to ${merchantName} on Merchant Portal`,
    text: `You were given access to ${merchantName}.\n\nOpen this link within 7 days to set your password:\n${publicUrl}/account/invite/${token}\n`,
  };
}
