/** Exposed as './GalleryTeaser' for other apps; its screen is a separate issue. */
export default function GalleryTeaser() {
  return null;
}
