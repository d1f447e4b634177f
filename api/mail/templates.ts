import type { MailLanguage } from './mail-language.ts';
import type { MailMessage } from './mailer.ts';

const SITE = 'Tribes';

/** Escapes text put into the HTML part (names come from users). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

interface Copy {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; link: string };
  closing: string;
}

/** One message in both parts: plain text, and simple HTML built from the same escaped copy. */
function render(to: string, copy: Copy): MailMessage {
  const text = [copy.greeting, '', ...copy.paragraphs.flatMap((p) => [p, '']), ...(copy.action ? [copy.action.link, ''] : []), copy.closing].join('\n');
  const paragraphs = copy.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  const action = copy.action ? [`<p><a href="${escapeHtml(copy.action.link)}">${escapeHtml(copy.action.label)}</a></p>`, `<p>${escapeHtml(copy.action.link)}</p>`] : [];
  const html = [`<p>${escapeHtml(copy.greeting)}</p>`, ...paragraphs, ...action, `<p>${escapeHtml(copy.closing)}</p>`].join('\n');
  return { to, subject: copy.subject, text, html };
}

const greeting = (language: MailLanguage, firstName: string) => {
  const name = firstName.trim();
  if (language === 'en') return name ? `Hello ${name},` : 'Hello,';
  return name ? `Bonjour ${name},` : 'Bonjour,';
};
const closing = (language: MailLanguage) => (language === 'en' ? `The ${SITE} team` : `L'équipe ${SITE}`);

interface MailInput {
  to: string;
  firstName: string;
  language: MailLanguage;
}

/** Sent at registration: the link that activates the account (valid `hours`). */
export function activationMail(input: MailInput & { link: string; hours: number }): MailMessage {
  const en = input.language === 'en';
  return render(input.to, {
    subject: en ? `Activate your ${SITE} account` : `Activez votre compte ${SITE}`,
    greeting: greeting(input.language, input.firstName),
    paragraphs: en
      ? [`Welcome to ${SITE}! Open the link below to activate your account. It works once, for ${input.hours} hours.`]
      : [`Bienvenue sur ${SITE} ! Ouvrez le lien ci-dessous pour activer votre compte. Il fonctionne une seule fois, pendant ${input.hours} heures.`],
    action: { label: en ? 'Activate my account' : 'Activer mon compte', link: input.link },
    closing: closing(input.language),
  });
}

/** Sent instead of an activation mail when someone registers with an address that has an account. */
export function alreadyRegisteredMail(input: MailInput & { link: string }): MailMessage {
  const en = input.language === 'en';
  return render(input.to, {
    subject: en ? `You already have a ${SITE} account` : `Vous avez déjà un compte ${SITE}`,
    greeting: greeting(input.language, input.firstName),
    paragraphs: en
      ? [
          'Someone, probably you, just tried to create an account with this email address, but it already has one.',
          'You can sign in with your password. If you forgot it, ask for a new one from the sign-in page ("Forgot password").',
          'If this was not you, you can ignore this message: nothing has changed.',
        ]
      : [
          "Quelqu'un, sans doute vous, vient d'essayer de créer un compte avec cette adresse, mais elle en a déjà un.",
          "Vous pouvez vous connecter avec votre mot de passe. Si vous l'avez oublié, demandez-en un nouveau depuis la page de connexion (« Mot de passe oublié »).",
          "Si ce n'était pas vous, ignorez ce message : rien n'a changé.",
        ],
    action: { label: en ? 'Go to sign-in' : 'Aller à la connexion', link: input.link },
    closing: closing(input.language),
  });
}

/** Sent on a password-reset request: the link to choose a new password (valid `minutes`). */
export function resetPasswordMail(input: MailInput & { link: string; minutes: number }): MailMessage {
  const en = input.language === 'en';
  return render(input.to, {
    subject: en ? `Reset your ${SITE} password` : `Réinitialisez votre mot de passe ${SITE}`,
    greeting: greeting(input.language, input.firstName),
    paragraphs: en
      ? [`Open the link below to choose a new password. It works once, for ${input.minutes} minutes.`, 'If you did not ask for this, ignore this message: your password stays the same.']
      : [
          `Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe. Il fonctionne une seule fois, pendant ${input.minutes} minutes.`,
          "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
        ],
    action: { label: en ? 'Choose a new password' : 'Choisir un nouveau mot de passe', link: input.link },
    closing: closing(input.language),
  });
}
