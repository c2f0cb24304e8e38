import { APP_PATHS, type Lang } from '@seuiot/contract';
import { request } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/files-api';

/**
 * GET /front/apps/downloadApk?appId= (login, market section): the released app's current install
 * package, fetched (so a refusal comes back as an error in words) and saved under the server's
 * file name. The server counts the download.
 */
export async function downloadAppPackage(
  app: { id: number; name: string; versionName: string },
  lang: Lang,
): Promise<void> {
  const response = await request<Response>(APP_PATHS.marketDownload.path, {
    params: { appId: app.id, lang },
  });
  await saveDownload(response, `${app.name}-${app.versionName}.apk`);
}
