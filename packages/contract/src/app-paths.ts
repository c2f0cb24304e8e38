import { callPaths } from './call-path.js';

/**
 * Where the developer's apps, versions and uploads are (`APP_CALLS` describes them; decision
 * 0061). The spec names the `/front/fapps/*`, `/front/fappsver/*`, `/front/upload/getBusId` and
 * `/dataDictionary/getAppTypeAll` calls; the others are marked.
 */
export const APP_PATHS = callPaths({
  /** My apps, paged, filtered by review and shelf status, with the review clock. */
  list: { method: 'GET', path: '/front/fapps/appslist' },
  /** Create or edit an app: save as draft or submit for review. */
  submit: { method: 'POST', path: '/front/fapps/submitAppps' },
  /** delete, withdraw, release, unrelease (the spec's GET is accepted too). */
  status: { method: 'POST', path: '/front/fapps/del_status' },
  /** The app's files: install packages, icon, media. */
  files: { method: 'GET', path: '/front/fapps/files' },
  /** Not named by the spec: one of my apps for the view and edit pages. */
  detail: { method: 'GET', path: '/front/fapps/detail' },
  /** Not named by the spec: the review decisions on an app and its versions. */
  reviews: { method: 'GET', path: '/front/fapps/reviews' },
  /** Not named by the spec: reply on a review decision. */
  reviewReply: { method: 'POST', path: '/front/fapps/reviewReply' },
  /**
   * Not named by the spec: the bytes of an upload, `/front/fapps/file/<busId>` (raw): to its
   * owner; icons and media of a released app's listing to anyone.
   */
  file: { method: 'GET', path: '/front/fapps/file' },
  /** The app's versions, highest first. */
  versionList: { method: 'GET', path: '/front/fappsver/appsverlist' },
  /** A new version, or an edit of one. */
  versionSave: { method: 'POST', path: '/front/fappsver/submitApppsVer' },
  /** Submit a version for review. */
  versionSubmit: { method: 'POST', path: '/front/fappsver/submitUpdate' },
  /** Publish an approved version: the app's current version in the market. */
  versionPublish: { method: 'POST', path: '/front/fappsver/fabu' },
  /** Not named by the spec: withdraw or delete a version. */
  versionStatus: { method: 'POST', path: '/front/fappsver/del_status' },
  /** Upload an icon, install package or intro image/video (multipart); answers its business id. */
  upload: { method: 'POST', path: '/front/upload/getBusId' },
  /** The app categories, bilingual. */
  categories: { method: 'GET', path: '/dataDictionary/getAppTypeAll' },
  /** Not named by the spec: the install package of a released app's current version (raw). */
  marketDownload: { method: 'GET', path: '/front/apps/downloadApk' },
});
