/** The invitation mail: who invites whom as what, and the one-time link to the console's accept page. */
import { ACCEPT_INVITATION_PATH, INVITATION_TTL_HOURS } from '@safeogun/contract/police-accounts';
import type { MailMessage } from '../../plugins/mailer';

const SIGNATURE = 'Ogun State Police Command - SafeOgun';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const acceptLink = (publicUrl: string, token: string) => `${publicUrl}${ACCEPT_INVITATION_PATH}?token=${token}`;

export function invitationMail(
  to: string,
  invitation: { roleLabel: string; posting: string; inviterName: string | null; link: string; expiresAt: Date },
): MailMessage {
  const who = invitation.inviterName ? `${invitation.inviterName}, an administrator,` : 'An administrator';
  const what = `${invitation.roleLabel} (${invitation.posting})`;
  const until = `${invitation.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    to,
    subject: 'Your invitation to the SafeOgun police console',
    text: [
      `${who} has invited you to the SafeOgun police console of the Ogun State Police Command as ${what}.`,
      '',
      'Open this link to set your name, phone number and password:',
      invitation.link,
      '',
      `The link works once, for ${INVITATION_TTL_HOURS} hours (until ${until}). Then log in with your email and password.`,
      'If you did not expect this invitation, ignore this email: no account is made without you.',
      '',
      SIGNATURE,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(who)} has invited you to the SafeOgun police console of the Ogun State Police Command as <strong>${escapeHtml(what)}</strong>.</p>`,
      `<p><a href="${escapeHtml(invitation.link)}">Set your name, phone number and password</a></p>`,
      `<p>The link works once, for ${INVITATION_TTL_HOURS} hours (until ${until}). Then log in with your email and password.</p>`,
      '<p>If you did not expect this invitation, ignore this email: no account is made without you.</p>',
      `<p>${SIGNATURE}</p>`,
    ].join(''),
  };
}
