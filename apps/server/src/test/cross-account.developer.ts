import { APP_ROUTES as D } from '@seuiot/contract';
import { get, listIds, NOT_VISIBLE, post, type Access } from './cross-account.probes.js';

/** Developer onboarding, apps, versions, uploads and reviews (cross-account.table.ts). */
export const DEVELOPER_ACCESS: Record<string, Access> = {
  // ---- developer apps (B is an approved developer too: a refusal is about ownership)
  [D.developerStatus]: { owned: 'developer onboarding', probes: () => [get(D.developerStatus)] },
  [D.developerSubmit]: {
    owned: 'developer onboarding (the session account only)',
    probes: () => [post(D.developerSubmit, { name: 'Mallory Apps', action: 'save' })],
  },
  [D.developerWithdraw]: {
    owned: 'developer onboarding (the session account only)',
    probes: () => [post(D.developerWithdraw, {})],
  },
  [D.appList]: {
    owned: 'developer apps',
    probes: () => [
      get(`${D.appList}?pageSize=100`, {
        clean: (data, w) => !listIds(data).includes(w.a.devAppId),
      }),
    ],
  },
  [D.appSubmit]: {
    owned: 'developer apps',
    probes: (w) => [
      post(
        D.appSubmit,
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
        D.appSubmit,
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
  [D.appStatus]: {
    owned: 'developer apps',
    probes: (w) => [
      ...(['withdraw', 'delete', 'release', 'unrelease'] as const).map((action) =>
        post(D.appStatus, { id: w.a.devAppId, action }, { refuse: NOT_VISIBLE }),
      ),
      get(`${D.appStatus}?id=${w.a.devAppId}&action=delete`, { refuse: NOT_VISIBLE }),
    ],
  },
  [D.appFiles]: {
    owned: 'developer apps (files)',
    probes: (w) => [get(`${D.appFiles}?id=${w.a.devAppId}`, { refuse: NOT_VISIBLE })],
  },
  [D.appDetail]: {
    owned: 'developer apps',
    probes: (w) => [get(`${D.appDetail}?id=${w.a.devAppId}`, { refuse: NOT_VISIBLE })],
  },
  [D.appReviews]: {
    owned: 'review decisions',
    probes: (w) => [get(`${D.appReviews}?appId=${w.a.devAppId}`, { refuse: NOT_VISIBLE })],
  },
  [D.reviewReply]: {
    owned: 'review decisions (reply threads)',
    probes: (w) => [
      post(D.reviewReply, { reviewId: w.a.reviewId, content: 'Mallory' }, { refuse: NOT_VISIBLE }),
    ],
  },
  [D.appFile]: {
    owned: 'uploads (icons and media of a released app are public)',
    probes: (w) => [
      get(`${D.appFile}/${w.a.uploadId}`, { refuse: NOT_VISIBLE }),
      get(`${D.appFile}/${w.a.unreleasedIconId}`, { refuse: NOT_VISIBLE }),
      // A package reaches others only as the market download of the released version.
      get(`${D.appFile}/${w.a.releasedPackageId}`, { refuse: NOT_VISIBLE }),
      get(`${D.appFile}/${w.a.pendingPackageId}`, { refuse: NOT_VISIBLE }),
    ],
  },
  [D.versionList]: {
    owned: 'versions',
    probes: (w) => [get(`${D.versionList}?appId=${w.a.devAppId}`, { refuse: NOT_VISIBLE })],
  },
  [D.versionSave]: {
    owned: 'versions',
    probes: (w) => [
      post(D.versionSave, { appId: w.a.devAppId }, { refuse: NOT_VISIBLE }),
      post(D.versionSave, { appId: w.a.devAppId, id: w.a.versionId }, { refuse: NOT_VISIBLE }),
    ],
  },
  [D.versionSubmit]: {
    owned: 'versions',
    probes: (w) => [post(D.versionSubmit, { id: w.a.versionId }, { refuse: NOT_VISIBLE })],
  },
  [D.versionPublish]: {
    owned: 'versions',
    probes: (w) => [post(D.versionPublish, { id: w.a.versionId }, { refuse: NOT_VISIBLE })],
  },
  [D.versionStatus]: {
    owned: 'versions',
    probes: (w) => [
      post(D.versionStatus, { id: w.a.versionId, action: 'delete' }, { refuse: NOT_VISIBLE }),
      post(D.versionStatus, { id: w.a.versionId, action: 'withdraw' }, { refuse: NOT_VISIBLE }),
    ],
  },
  [D.upload]: {
    owned: 'uploads (checked against the named app)',
    probes: (w) => [
      {
        method: 'POST',
        url: D.upload,
        multipart: {
          fields: { purpose: 'package', appId: String(w.a.devAppId) },
          files: { file: ['a.apk', Buffer.from("PK\x03\x04 not read: the app is not B's")] },
        },
        refuse: NOT_VISIBLE,
      },
    ],
  },
  [D.categories]: { public: 'the app categories, the same for everyone' },
  [D.marketDownload]: {
    public: 'the package of a released app, to every signed-in customer (apps.test.ts)',
  },
};
