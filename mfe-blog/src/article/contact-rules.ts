import { business } from '@parquet-alsace/shared/client';
import { isValidEmail } from '@parquet-alsace/shared/quote';
import { contactMessages as m } from './texts';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** Checked on each change and again on submit (docs/product-rules.md#article-contact-form). */
export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = m.nameRequired;
  else if (v.name.trim().length < 2) errors.name = m.nameShort;
  if (!v.email.trim()) errors.email = m.emailRequired;
  // The site's one e-mail rule (one plain address), the same the database applies.
  else if (!isValidEmail(v.email)) errors.email = m.emailInvalid;
  if (!v.message.trim()) errors.message = m.messageRequired;
  else if (v.message.trim().length < 10) errors.message = m.messageShort;
  return errors;
}

/** The row the business receives in email_queue. */
export function contactEmail(v: ContactValues, article: { title: string }, pageUrl: string) {
  return {
    recipient: business.email,
    reply_to: v.email.trim(),
    subject: `Contact depuis l'article: ${article.title}`.slice(0, 300),
    body: [
      `Nom : ${v.name.trim()}`,
      `Email : ${v.email.trim()}`,
      '',
      'Message :',
      v.message.trim(),
      '',
      `Article : ${article.title}`,
      `Page : ${pageUrl}`,
    ]
      .join('\n')
      .slice(0, 10000),
  };
}
