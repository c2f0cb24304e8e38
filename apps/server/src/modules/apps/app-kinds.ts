import { APP_FILE_KINDS, APP_UPLOAD_KINDS } from '../../db/file-kinds.js';

/** The file kinds of developer uploads (`files.kind`), by upload purpose (db/file-kinds.ts). */
export const UPLOAD_KINDS = APP_UPLOAD_KINDS;
export { APP_FILE_KINDS };
