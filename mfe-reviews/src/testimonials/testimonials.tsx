/** Exposed as './Testimonials' for other apps; its screen is a separate issue. */
export default function Testimonials() {
  return null;
}
