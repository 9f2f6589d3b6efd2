import { business, currentCompanyDetails } from '@parquet-alsace/shared/client';
import { isValidEmail } from '@parquet-alsace/shared/quote';
// Its own entry: a remote released before the shell still finds it (its own copy).
import { isSingleLine } from '@parquet-alsace/shared/visitor-text';
import { contactMessages as m } from './texts';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The business's mailbox as stored (the database's own check compares with it, placeholder or not). */
const ownMailbox = () => currentCompanyDetails()?.email || business.email;

/** Checked on each change and again on submit (docs/product-rules.md#article-contact-form). */
export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = m.nameRequired;
  else if (v.name.trim().length < 2) errors.name = m.nameShort;
  else if (!isSingleLine(v.name)) errors.name = m.singleLine;
  if (!v.email.trim()) errors.email = m.emailRequired;
  // The site's one e-mail rule (one plain address), the same the database applies.
  else if (!isValidEmail(v.email)) errors.email = m.emailInvalid;
  // A reply-to on the business's own domain would make the message look internal: the
  // database refuses it too (email_queue_reply_to_external).
  else if (sameDomain(v.email, ownMailbox())) errors.email = m.ownAddress;
  if (!v.message.trim()) errors.message = m.messageRequired;
  else if (v.message.trim().length < 10) errors.message = m.messageShort;
  return errors;
}

const domainOf = (address: string) => address.trim().split('@').pop()?.toLowerCase() ?? '';
function sameDomain(address: string, ours: string): boolean {
  const domain = domainOf(address);
  const own = domainOf(ours);
  return domain === own || domain.endsWith(`.${own}`);
}

/**
 * The row sent to email_queue: what the visitor typed and the article it was sent from. The
 * database composes the mail's subject and body around it (migration contact_message_frame),
 * the message quoted as the visitor's: a visitor never writes the business's mail.
 */
export function contactEmail(v: ContactValues, article: { slug: string }) {
  return {
    // The mailbox as stored, the one the policy email_queue_to_business_only accepts (a
    // placeholder included: the worker then delivers to the business's configured mailbox).
    recipient: ownMailbox(),
    reply_to: v.email.trim(),
    sender_name: v.name.trim(),
    message: v.message.trim().slice(0, 5000),
    article_slug: article.slug,
  };
}
