/** Exposed as './SiteSearch' for other apps; its screen is a separate issue. */
export default function SiteSearch() {
  return null;
}
