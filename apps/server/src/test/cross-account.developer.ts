import { DEVELOPER_PATHS, APP_PATHS } from '@seuiot/contract';
import { get, listIds, NOT_VISIBLE, post, type Access } from './cross-account.probes.js';

/** Developer onboarding, apps, versions, uploads and reviews (cross-account.table.ts). */
export const DEVELOPER_ACCESS: Record<string, Access> = {
  // ---- developer apps (B is an approved developer too: a refusal is about ownership)
  [DEVELOPER_PATHS.status.path]: {
    owned: 'developer onboarding',
    probes: () => [get(DEVELOPER_PATHS.status.path)],
  },
  [DEVELOPER_PATHS.submit.path]: {
    owned: 'developer onboarding (the session account only)',
    probes: () => [post(DEVELOPER_PATHS.submit.path, { name: 'Mallory Apps', action: 'save' })],
  },
  [DEVELOPER_PATHS.withdraw.path]: {
    owned: 'developer onboarding (the session account only)',
    probes: () => [post(DEVELOPER_PATHS.withdraw.path, {})],
  },
  [APP_PATHS.list.path]: {
    owned: 'developer apps',
    probes: () => [
      get(`${APP_PATHS.list.path}?pageSize=100`, {
        clean: (data, w) => !listIds(data).includes(w.a.devAppId),
      }),
    ],
  },
  [APP_PATHS.submit.path]: {
    owned: 'developer apps',
    probes: (w) => [
      post(
        APP_PATHS.submit.path,
        {
          id: w.a.devAppId,
          action: 'save',
          nameZh: '恶意',
          nameEn: 'Mallory',
          categoryId: w.categoryId,
        },
        { refuse: NOT_VISIBLE },
      ),
      // B's own new app may not take A's upload.
      post(
        APP_PATHS.submit.path,
        {
          action: 'save',
          nameZh: '恶意应用',
          nameEn: 'Mallory App',
          categoryId: w.categoryId,
          iconBusId: w.a.uploadId,
        },
        { refuse: NOT_VISIBLE },
      ),
    ],
  },
  [APP_PATHS.status.path]: {
    owned: 'developer apps',
    probes: (w) => [
      ...(['withdraw', 'delete', 'release', 'unrelease'] as const).map((action) =>
        post(APP_PATHS.status.path, { id: w.a.devAppId, action }, { refuse: NOT_VISIBLE }),
      ),
      get(`${APP_PATHS.status.path}?id=${w.a.devAppId}&action=delete`, { refuse: NOT_VISIBLE }),
    ],
  },
  [APP_PATHS.files.path]: {
    owned: 'developer apps (files)',
    probes: (w) => [get(`${APP_PATHS.files.path}?id=${w.a.devAppId}`, { refuse: NOT_VISIBLE })],
  },
  [APP_PATHS.detail.path]: {
    owned: 'developer apps',
    probes: (w) => [get(`${APP_PATHS.detail.path}?id=${w.a.devAppId}`, { refuse: NOT_VISIBLE })],
  },
  [APP_PATHS.reviews.path]: {
    owned: 'review decisions',
    probes: (w) => [
      get(`${APP_PATHS.reviews.path}?appId=${w.a.devAppId}`, { refuse: NOT_VISIBLE }),
    ],
  },
  [APP_PATHS.reviewReply.path]: {
    owned: 'review decisions (reply threads)',
    probes: (w) => [
      post(
        APP_PATHS.reviewReply.path,
        { reviewId: w.a.reviewId, content: 'Mallory' },
        { refuse: NOT_VISIBLE },
      ),
    ],
  },
  [APP_PATHS.file.path]: {
    owned: 'uploads (icons and media of a released app are public)',
    probes: (w) => [
      get(`${APP_PATHS.file.path}/${w.a.uploadId}`, { refuse: NOT_VISIBLE }),
      get(`${APP_PATHS.file.path}/${w.a.unreleasedIconId}`, { refuse: NOT_VISIBLE }),
      // A package reaches others only as the market download of the released version.
      get(`${APP_PATHS.file.path}/${w.a.releasedPackageId}`, { refuse: NOT_VISIBLE }),
      get(`${APP_PATHS.file.path}/${w.a.pendingPackageId}`, { refuse: NOT_VISIBLE }),
    ],
  },
  [APP_PATHS.versionList.path]: {
    owned: 'versions',
    probes: (w) => [
      get(`${APP_PATHS.versionList.path}?appId=${w.a.devAppId}`, { refuse: NOT_VISIBLE }),
    ],
  },
  [APP_PATHS.versionSave.path]: {
    owned: 'versions',
    probes: (w) => [
      post(APP_PATHS.versionSave.path, { appId: w.a.devAppId }, { refuse: NOT_VISIBLE }),
      post(
        APP_PATHS.versionSave.path,
        { appId: w.a.devAppId, id: w.a.versionId },
        { refuse: NOT_VISIBLE },
      ),
    ],
  },
  [APP_PATHS.versionSubmit.path]: {
    owned: 'versions',
    probes: (w) => [
      post(APP_PATHS.versionSubmit.path, { id: w.a.versionId }, { refuse: NOT_VISIBLE }),
    ],
  },
  [APP_PATHS.versionPublish.path]: {
    owned: 'versions',
    probes: (w) => [
      post(APP_PATHS.versionPublish.path, { id: w.a.versionId }, { refuse: NOT_VISIBLE }),
    ],
  },
  [APP_PATHS.versionStatus.path]: {
    owned: 'versions',
    probes: (w) => [
      post(
        APP_PATHS.versionStatus.path,
        { id: w.a.versionId, action: 'delete' },
        { refuse: NOT_VISIBLE },
      ),
      post(
        APP_PATHS.versionStatus.path,
        { id: w.a.versionId, action: 'withdraw' },
        { refuse: NOT_VISIBLE },
      ),
    ],
  },
  [APP_PATHS.upload.path]: {
    owned: 'uploads (checked against the named app)',
    probes: (w) => [
      {
        method: 'POST',
        url: APP_PATHS.upload.path,
        multipart: {
          fields: { purpose: 'package', appId: String(w.a.devAppId) },
          files: { file: ['a.apk', Buffer.from("PK\x03\x04 not read: the app is not B's")] },
        },
        refuse: NOT_VISIBLE,
      },
    ],
  },
  [APP_PATHS.categories.path]: { public: 'the app categories, the same for everyone' },
  [APP_PATHS.marketDownload.path]: {
    public: 'the package of a released app, to every signed-in customer (apps.test.ts)',
  },
};
