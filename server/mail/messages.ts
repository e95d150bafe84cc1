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

/** Sign-in to the account was blocked (server/account/unlock.ts): a link that lifts the block. */
export function unlockAccountMail(publicUrl: string, to: string, token: string): Mail {
  return {
    to,
    subject: 'Sign-in to your account was blocked',
    text: `Sign-in to your Merchant Portal account was blocked for an hour after 100 failed attempts in a row: someone may be guessing your password.\n\nOn a device you signed in with before, you can still sign in. To unlock sign-in everywhere now, open this link within 24 hours:\n${publicUrl}/account/unlock/${token}\n\nIf the attempts were not yours, choose a new password after signing in.\n`,
  };
}

export function inviteMail(publicUrl: string, to: string, token: string, merchantName: string): Mail {
  return {
    to,
    subject: `You are invited to ${merchantName} on Merchant Portal`,
    text: `You were given access to ${merchantName}.\n\nOpen this link within 7 days to set your password:\n${publicUrl}/account/invite/${token}\n`,
  };
}

/** Identification invitation: `token` is an invitation link for a person without an account yet. */
export function identificationInviteMail(publicUrl: string, to: string, merchantName: string, inviter: string, token: string | null): Mail {
  const start = token === null
    ? `Sign in and open ${publicUrl}/onboarding#upload_docs to start.`
    : `Open this link within 7 days to set your password, then open Onboarding:\n${publicUrl}/account/invite/${token}`;
  return {
    to,
    subject: `Please verify your identity for ${merchantName}`,
    text: `${inviter} asks you to pass identification for ${merchantName} on Merchant Portal: a photo of your passport or ID card and a selfie, in a few minutes.\n\n${start}\n`,
  };
}
