import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTITY_TYPES, LIMITS } from '@seuiot/contract';
import { isApiError } from '../lib/api-error';
import { notifyError } from '../lib/error-toast';
import { showErrorToast } from '../lib/feedback';
import { decideFileAction, notLoggedInKey, type FileAction } from '../lib/file-gate';
import { formatFileSize } from '../lib/format-number';
import { useLang } from '../lib/i18n';
import { openLinkQuery } from '../lib/open-link';
import {
  downloadFile,
  previewUrl,
  useFavouriteState,
  useSectionTitles,
  useToggleFavourite,
} from '../lib/files-api';
import { useSession, useSignedInUser } from '../lib/session';
import { getShareToken } from '../lib/share-token';
import { useIsMobile } from '../lib/use-media-query';
import { useLoginFirst } from '../lib/use-login-first';
import { FavouriteButton } from './favourite-button';
import { needsPreviewConfirm, previewKind } from './file-preview-kind';

const FilePreview = lazy(() =>
  import('./file-preview').then((module) => ({ default: module.FilePreview })),
);
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

/** What the actions need of a file row (spec 3: file fields, watermark flag, section). */
export interface ActionFile {
  fileId: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  watermark: boolean;
  /** Section title needed to download or preview (spec 6). */
  section: string;
}

interface Previewing {
  name: string;
  type: string;
  url: string;
}

/**
 * Download, preview and favourite for the files of one list (spec 6 and 7). Each action runs the
 * guard first: anonymous visitors get the not-logged-in message and go to login after 1-2 s (a
 * share token lets them download and preview instead); a user without the file's section is told
 * to contact the administrator. The server checks the same and has the last word.
 */
export function useFileActions<T extends ActionFile>(files: readonly T[]) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const mobile = useIsMobile();
  // The watermark names the stored user even when only a share token opened the file.
  const { user } = useSession();
  const loggedIn = useSignedInUser() !== null;
  const sections = useSectionTitles(loggedIn);
  const loginFirst = useLoginFirst();
  const ids = useMemo(() => files.map((file) => file.fileId), [files]);
  const favourites = useFavouriteState(ENTITY_TYPES.other, ids, loggedIn);
  const toggleFavourite = useToggleFavourite();
  const [busy, setBusy] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<Previewing | null>(null);
  const [confirming, setConfirming] = useState<T | null>(null);
  const [counted, setCounted] = useState<ReadonlyMap<number, number>>(new Map());
  // An anonymous visitor of a shared link sees the link's mark, as the server stamps PDFs.
  const shareToken = getShareToken();
  const openedLink = useQuery({
    ...openLinkQuery(shareToken ?? ''),
    enabled: !user && shareToken !== null,
  });
  const watermark =
    user?.username ?? openedLink.data?.watermark ?? t('fileActions.sharedWatermark');

  const gate = useCallback(
    (action: FileAction, file: T): boolean => {
      const decision = decideFileAction({
        action,
        loggedIn,
        shareToken: getShareToken(),
        sections,
        section: file.section,
      });
      if (decision.kind === 'login') loginFirst(notLoggedInKey(action));
      if (decision.kind === 'forbidden')
        showErrorToast({ content: t('errors:A0017'), duration: LIMITS.toastSeconds * 2 });
      return decision.kind === 'go';
    },
    [loggedIn, loginFirst, sections, t],
  );

  const run = useCallback(
    async (action: FileAction, fileId: number, work: () => Promise<void>) => {
      setBusy(`${action}:${fileId}`);
      try {
        await work();
      } catch (error) {
        // The session ended, or a share token does not cover this file: log in first (spec 6).
        if (isApiError(error) && error.kind === 'session') loginFirst(notLoggedInKey(action));
        // Straight calls, not queries: the query client's error toast does not see them.
        else notifyError(error);
      } finally {
        setBusy(null);
      }
    },
    [loginFirst],
  );

  const download = (file: T) => {
    if (!gate('download', file)) return;
    void run('download', file.fileId, async () => {
      await downloadFile(file);
      // The server counted it: show the new count at once rather than refetching the list.
      setCounted((now) => new Map(now).set(file.fileId, (now.get(file.fileId) ?? 0) + 1));
    });
  };

  const openPreview = (file: T) => {
    const kind = previewKind(file.fileType);
    const url = previewUrl(file.fileId);
    if (kind === 'pdf') {
      // PDFs open in the browser's own viewer: a new window, or this one on a phone (spec 9).
      if (mobile) window.location.assign(url);
      else window.open(url, '_blank', 'noopener');
      return;
    }
    setPreviewing({ name: file.fileName, type: file.fileType, url });
  };

  const preview = (file: T) => {
    if (previewKind(file.fileType) === 'unsupported') {
      showErrorToast({
        content: t('fileActions.previewUnsupported'),
        duration: LIMITS.toastSeconds * 2,
        type: 'warning',
      });
      return;
    }
    if (!gate('preview', file)) return;
    if (needsPreviewConfirm(file.fileSize)) setConfirming(file);
    else openPreview(file);
  };

  const favourite = (file: T) => {
    if (!gate('favourite', file)) return;
    const favouriteId = favourites.get(file.fileId);
    void run('favourite', file.fileId, async () => {
      await toggleFavourite(ENTITY_TYPES.other, file.fileId, favouriteId);
    });
  };

  const renderActions = (file: T): ReactNode => {
    const active = favourites.has(file.fileId);
    return (
      <Space size={4} wrap={mobile} className="file-actions">
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          loading={busy === `download:${file.fileId}`}
          aria-label={t('fileActions.downloadNamed', { name: file.fileName })}
          onClick={() => download(file)}
        >
          {t('fileActions.download')}
        </Button>
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={t('fileActions.previewNamed', { name: file.fileName })}
          onClick={() => preview(file)}
        >
          {t('fileActions.preview')}
        </Button>
        <FavouriteButton
          active={active}
          loading={busy === `favourite:${file.fileId}`}
          onToggle={() => favourite(file)}
          label={file.fileName}
        />
      </Space>
    );
  };

  const dialogs = (
    <Suspense fallback={null}>
      {previewing && (
        <FilePreview file={previewing} watermark={watermark} onClose={() => setPreviewing(null)} />
      )}
      {confirming && (
        <ConfirmDialog
          danger={false}
          title={t('fileActions.largeTitle')}
          content={t('fileActions.largeContent', {
            size: formatFileSize(confirming.fileSize, lang),
          })}
          okText={t('fileActions.preview')}
          onConfirm={() => {
            const file = confirming;
            setConfirming(null);
            openPreview(file);
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </Suspense>
  );

  /** Downloads made here since the list was loaded. */
  const downloadsAdded = (fileId: number) => counted.get(fileId) ?? 0;

  return { renderActions, dialogs, downloadsAdded };
}
