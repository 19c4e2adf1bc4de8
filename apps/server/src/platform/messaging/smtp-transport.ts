import type { SendMailOptions, SentMessageInfo, Transporter } from 'nodemailer';

export type SmtpTransport = {
  sendMail(mail: SendMailOptions): Promise<SentMessageInfo>;
  close(): Promise<void>;
};

/**
 * An SMTP transport to `url` whose library (nodemailer) is loaded by the first message sent: a
 * server that never sends through SMTP never loads it.
 */
export function lazySmtpTransport(url: string): SmtpTransport {
  let transport: Promise<Transporter> | null = null;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    async sendMail(mail) {
      return (await opened()).sendMail(mail);
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}
