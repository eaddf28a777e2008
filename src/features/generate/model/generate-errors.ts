/** What the wizard's upload says when files fail (spec §8). */
export const UPLOAD_ERRORS = {
  source: 'Failed to upload some source images',
  inspiration: 'Failed to upload some inspiration images',
  files: 'Failed to upload files',
} as const;

/** What the wizard and the variations say when starting, or loading a design's pictures, fails (spec §8). */
export const GENERATE_ERRORS = {
  start: 'Failed to start generating yard vision',
  startThrown: 'Failed to start generation',
  previous: 'Failed to load images from previous generation',
} as const;
