/**
 * Sends an invitation when SMTP is configured (SMTP_URL, e.g. smtp://user:pass@host:587, and
 * SMTP_FROM); otherwise reports that it did not, so the inviter copies the link instead.
 */
export async function sendInviteMail(to: string, workspaceName: string, link: string, env = process.env): Promise<boolean> {
  if (!env.SMTP_URL) return false;
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(env.SMTP_URL);
  try {
    await transport.sendMail({
      from: env.SMTP_FROM ?? 'Rehearse <no-reply@localhost>',
      to,
      subject: `You are invited to ${workspaceName} on Rehearse`,
      text: `You have been invited to join the workspace "${workspaceName}" on Rehearse.\n\nAccept the invitation: ${link}\n\nThe link works for 7 days.`,
    });
  } finally {
    transport.close();
  }
  return true;
}
