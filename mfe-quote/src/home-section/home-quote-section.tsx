/** Exposed as './HomeQuoteSection' for other apps; its screen is a separate issue. */
export default function HomeQuoteSection() {
  return null;
}
