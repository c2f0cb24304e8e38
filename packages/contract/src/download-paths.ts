import { callPaths } from './call-path.js';

/** Where the download centre's calls are (`DOWNLOAD_CALLS` describes them; decision 0061). */
export const DOWNLOAD_PATHS = callPaths({
  downloadCenter: { method: 'GET', path: '/front/downloadCenter/findListPage' },
  fileCategories: { method: 'GET', path: '/material/getFileCtg' },
});
