import { failedAttemptLimit } from '@bayline/platform/http';
import type { MailPort } from '@bayline/platform/mail';

/** How Bayline mails its links: the mail port, and the address its pages are reached at. */
export interface Mailing {
  mail: MailPort;
  /** e.g. https://bayline.shop.example: never taken from the request, so a forged Host cannot redirect a link. */
  publicUrl: () => string;
}

/** The mails, in the shop's words. */
export const mails = {
  invitation: (link: string, inviter: string, location: string) => ({
    subject: 'Your invitation to Bayline',
    text: `${inviter} invites you to use Bayline at ${location}.\n\nSet your name and password here (the link works for 7 days):\n${link}\n\nIf you did not expect this invitation, ignore this e-mail.\n`,
  }),
  passwordReset: (link: string, email: string) => ({
    subject: 'Set a new Bayline password',
    text: `Someone asked to set a new Bayline password for ${email}.\n\nSet it here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
  }),
  failedSignIns: (email: string, link: string) => ({
    subject: 'Failed sign-ins to your Bayline account',
    text: `Someone tried to sign in to Bayline as ${email} with a wrong password ${failedAttemptLimit.max} times within ${failedAttemptLimit.windowMs / 60_000} minutes.\n\nYour account is not locked: you sign in with your password as always, though each try may wait a few seconds for a while.\n\nIf it was not you, choose a new, longer password here:\n${link}\n`,
  }),
};
