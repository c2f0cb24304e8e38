import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FILE_PATHS,
  ENTITY_TYPES,
  FAVOURITE_PATHS,
  MENU_PATHS,
  type EntityType,
  type PermissionNode,
} from '@seuiot/contract';
import { useTranslation } from 'react-i18next';
import { buildUrl, request } from './api-client';
import { call } from './call';
import { showSuccessToast } from './feedback';
import { dispositionName } from './file-gate';
import { getPortalConfig } from './portal-config';
import { getShareToken } from './share-token';

/**
 * The calls behind the file actions of every list (spec 7: files, share links, favourites) and
 * the permission tree they are checked against. Shared by several features, so they live here
 * rather than in one feature's api folder.
 */

/** GET /permission/get_permission_tree_for_layui, flattened to the set of section titles. */
export async function getSectionTitles(): Promise<Set<string>> {
  const tree = await call(MENU_PATHS.permissionTree, undefined, { mask: false });
  const titles = new Set<string>();
  const walk = (nodes: PermissionNode[]) => {
    for (const node of nodes) {
      titles.add(node.title);
      walk(node.children);
    }
  };
  walk(tree);
  return titles;
}

/** The signed-in user's section titles; null while loading, when anonymous or on failure. */
export function useSectionTitles(loggedIn: boolean): ReadonlySet<string> | null {
  const query = useQuery({
    queryKey: ['files', 'sections'] as const,
    queryFn: getSectionTitles,
    enabled: loggedIn,
    staleTime: 60_000,
    retry: false,
    meta: { errorToast: false },
  });
  return loggedIn ? (query.data ?? null) : null;
}

/** The share token parameter of file URLs that the browser opens itself (img, video, window). */
function tokenParams(): { linkToken?: string } {
  const token = getShareToken();
  return token ? { linkToken: token } : {};
}

/** The overseas edition names its file calls after its object store (spec 7). */
function overseas(): boolean {
  return getPortalConfig().edition === 'overseas';
}

/** URL of the inline body of an image, video or PDF (the browser sends the session cookie). */
export function previewUrl(fileId: number): string {
  return overseas()
    ? buildUrl(FILE_PATHS.ossDownload.path, { fileId, isPreview: 1, ...tokenParams() })
    : buildUrl(FILE_PATHS.preview.path, { fileId, ...tokenParams() });
}

/**
 * GET /front/download/downLoadFile (overseas: ossDownLoadFile?isPreview=0): fetched (so failures come back as the usual error toast),
 * then handed to the browser as a download under the server's file name.
 */
export async function downloadFile(file: {
  fileId: number;
  fileName: string;
  fileType: string;
}): Promise<void> {
  const response = overseas()
    ? await request<Response>(FILE_PATHS.ossDownload.path, {
        params: { fileId: file.fileId, fileType: file.fileType, isPreview: 0 },
      })
    : await request<Response>(FILE_PATHS.download.path, {
        params: { fileId: file.fileId, fileType: file.fileType },
      });
  await saveDownload(response, `${file.fileName}.${file.fileType}`);
}

/**
 * Hands a fetched file to the browser as a download, under the server's file name
 * (Content-Disposition) or `fallbackName`: the one way the portal saves a file (file lists, the
 * market's app package).
 */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const blob = await response.blob();
  const name = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give the browser a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** POST /front/shareLink/getLink: the absolute link in data. */
export function createShareLink(payload: {
  entityId: number;
  entityType: EntityType;
  needLogin: 0 | 1;
  redirectUrl?: string;
}) {
  return call(FILE_PATHS.shareGetLink, { body: payload });
}

const stateKey = (entityType: EntityType, ids: readonly number[]) =>
  ['files', 'favourite-state', entityType, ids.join(',')] as const;

/** Which of these entities the user has favourited: entityId -> favourite id. */
export function useFavouriteState(
  entityType: EntityType,
  entityIds: readonly number[],
  loggedIn: boolean,
): Map<number, number> {
  const query = useQuery({
    queryKey: stateKey(entityType, entityIds),
    queryFn: async () => {
      const rows = await call(
        FAVOURITE_PATHS.state,
        { query: { entityType, entityIds: entityIds.join(',') } },
        { mask: false },
      );
      return new Map(rows.map((row) => [row.entityId, row.id]));
    },
    enabled: loggedIn && entityIds.length > 0,
    staleTime: 30_000,
    meta: { errorToast: false },
  });
  return query.data ?? EMPTY;
}
const EMPTY = new Map<number, number>();

/**
 * Adds or removes a favourite, says so in a toast (the star alone changed too quietly to notice),
 * then refreshes the states and the favourites list.
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  const { t } = useTranslation('common');
  return async (entityType: EntityType, entityId: number, favouriteId: number | undefined) => {
    if (favouriteId === undefined)
      await call(FAVOURITE_PATHS.add, { body: { entityId, entityType } });
    else await call(FAVOURITE_PATHS.remove, { body: { id: favouriteId } });
    showSuccessToast(t(favouriteId === undefined ? 'favourite.added' : 'favourite.removed'));
    await client.invalidateQueries({ queryKey: ['files', 'favourite-state', entityType] });
    await client.invalidateQueries({ queryKey: ['center', 'favourites'] });
  };
}

export { ENTITY_TYPES };
