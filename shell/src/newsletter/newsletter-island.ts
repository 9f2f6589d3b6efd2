// The footer's newsletter form as an island ('shell/NewsletterForm'): hydrated on the first focus
// or tap, so that the footer of every page costs no script until a visitor uses the form.
export { NewsletterForm as default } from './newsletter-form';
