/** The file kinds of developer uploads (`files.kind`), by upload purpose. */
export const UPLOAD_KINDS = {
  icon: 'app-icon',
  package: 'app-package',
  media: 'app-media',
} as const;
export const APP_FILE_KINDS = Object.values(UPLOAD_KINDS);
