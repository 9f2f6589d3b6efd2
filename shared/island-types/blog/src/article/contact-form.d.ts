// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
/** The sidebar form (docs/product-rules.md#article-contact-form); one row in email_queue per message. */
export declare function ContactForm({ article }: {
    article: {
        title: string;
        slug: string;
    };
}): import("@emotion/react/jsx-runtime").JSX.Element;
/** Exposed as './ContactForm': an island of the article page (trigger: interaction). */
export default ContactForm;
