/** A picture of a gallery (image-gallery.tsx) and of its full-screen viewer (image-viewer.tsx). */
export type GalleryImage = { src: string; alt: string };
