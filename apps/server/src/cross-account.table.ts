import {
  ACCOUNT_ROUTES as A,
  APP_ROUTES as D,
  CONSOLE_ROUTES,
  CONTENT_ROUTES,
  CATALOGUE_ROUTES as C,
  ENTITY_TYPES,
  FILE_ROUTES as F,
  MESSAGE_ROUTES as M,
  ORDER_ROUTES as O,
  ROUTES as R,
  type ErrorCode,
} from '@seuiot/contract';

/**
 * Every call of the contract and what it may do across accounts (issue 10, "a cross-account test
 * that grows by itself"). cross-account.test.ts fails when a path of the contract, or an API route
 * of the running app, has no entry here, and runs every probe as account B against account A's
 * objects.
 *
 * User-owned object types: the account itself (profile, password, language, avatar and ID
 * images, certifications, login records, session), favourites, share links, messages, stored
 * files, devices and their service passwords, platform trials and device authorisations, admin
 * accounts, purchased and developed apps, search history, SSO tickets, work orders (with their
 * conversation and attachments); a developer's onboarding, apps (draft to released), versions,
 * uploads, review decisions and their replies.
 */

/** Account A's objects, found or made by the test, and what the probes need to call. */
export interface World {
  a: {
    favouriteId: number;
    favourite: { entityType: number; entityId: number };
    messageId: number;
    /** A's avatar (a stored file). */
    fileId: number;
    deviceSerial: string;
    /** An app A develops that is not released. */
    unreleasedAppId: number;
    /** A platform A holds a trial or an authorisation of. */
    platformId: number;
    /** A developer app of A's that is not released (A's drafts, versions and reviews hang on it). */
    devAppId: number;
    /** A version of it. */
    versionId: number;
    /** A review decision on one of A's apps. */
    reviewId: number;
    /** An upload of A's that is no released app's icon or medium (the package of a draft). */
    uploadId: number;
    /** An open (submitted) work order of A's, a closed one, and an attachment of A's. */
    orderId: number;
    closedOrderId: number;
    orderFileId: number;
  };
  /** An app category (a valid one, so a refusal is about ownership). */
  categoryId: number;
  /** A solution case B may see and share. */
  caseId: number;
  /** A's password. */
  aPassword: string;
  /** The cipher wire form of a plain password (what the web client sends). */
  wire: (password: string) => string;
  /** An image every upload rule accepts. */
  png: Buffer;
}

export interface Probe {
  method: 'GET' | 'POST';
  /** Path after the API prefix, with its query string. */
  url: string;
  body?: unknown;
  multipart?: { fields: Record<string, string>; files: Record<string, [string, Buffer]> };
  /**
   * The codes B must be refused with (and an anonymous caller with A0001). Without: B may
   * succeed on B's own objects, but the answer must hold nothing of A's and A must be unchanged.
   */
  refuse?: readonly ErrorCode[];
  /** Extra check of the answer's data: false when it shows something of A's. */
  clean?: (data: unknown, w: World) => boolean;
}

export type Access =
  /** Not user-owned: catalogue, public flows, or a grant that is its own proof; with the reason. */
  | { public: string }
  /** Reads or changes user-owned objects: which, and the probes B runs. */
  | { owned: string; probes: (w: World) => Probe[] };

const STAFF_ONLY =
  'staff console: only a staff session with the role reaches it; a customer session is refused (modules/console/console.test.ts)';

const NOT_OWNED =
  'catalogue content, the same for every account (sections: catalogue-areas.test.ts)';
const OWN_SESSION = 'the account of the session; it names no other account';

const get = (url: string, more: Partial<Probe> = {}): Probe => ({ method: 'GET', url, ...more });
const post = (url: string, body: unknown, more: Partial<Probe> = {}): Probe => ({
  method: 'POST',
  url,
  body,
  ...more,
});
const NOT_VISIBLE = ['A0078'] as const;
/** The ids of a page's rows. */
const listIds = (data: unknown) => (data as { list: { id: number }[] }).list.map((r) => r.id);

export const CROSS_ACCOUNT: Record<string, Access> = {
  // ---- auth and settings
  [R.login]: { public: 'names an account only with its password (lockout: issue 10 item 2)' },
  [R.logout]: { owned: 'session', probes: () => [post(R.logout, {})] },
  [R.currentUser]: { owned: OWN_SESSION, probes: () => [get(R.currentUser)] },
  [R.captcha]: { public: 'a captcha per client, no account' },
  [R.menus]: { public: 'the menu of a platform, the same for every account' },
  [R.permissionTree]: { owned: 'roles of the session', probes: () => [get(R.permissionTree)] },
  [R.getLang]: { owned: 'language of the session', probes: () => [get(R.getLang)] },
  [R.setLang]: {
    owned: 'language of the session',
    probes: () => [post(R.setLang, { lang: 'en' })],
  },
  [R.portalConfig]: { public: 'edition and client settings' },
  [R.health]: { public: 'liveness' },
  [R.unreadCount]: { owned: 'messages', probes: () => [get(R.unreadCount)] },
  [R.noticeList]: { public: 'notices, the same for everyone' },
  [R.noticeDetail]: { public: 'notices, the same for everyone' },
  [R.newNotices]: { public: 'notices, the same for everyone' },

  // ---- accounts
  [A.sendEmailCode]: { public: 'sends a code to an address; only its holder can use it' },
  [A.sendMobileCode]: { public: 'sends a code to a phone; only its holder can use it' },
  [A.register]: { public: 'makes a new account' },
  [A.checkEmail]: { public: 'recovery: proves the code sent to the address' },
  [A.checkPhone]: { public: 'recovery: proves the code sent to the phone' },
  [A.newPassword]: { public: 'recovery: the one-time grant of checkEmail/checkPhone is the proof' },
  [A.updatePassword]: {
    owned: 'password of the session account',
    probes: (w) => [
      post(
        A.updatePassword,
        { oldPassword: w.wire(w.aPassword), newPassword: w.wire('Taken#2026') },
        { refuse: ['A0012'] },
      ),
    ],
  },
  [A.profile]: { owned: 'profile', probes: () => [get(A.profile)] },
  [A.updateProfile]: {
    owned: 'profile',
    probes: () => [
      post(A.updateProfile, { category: '1', truename: 'Mallory', companyName: 'B Co.', sex: 1 }),
    ],
  },
  [A.uploadAvatar]: {
    owned: 'avatar (stored file)',
    probes: (w) => [
      {
        method: 'POST',
        url: A.uploadAvatar,
        multipart: { fields: {}, files: { file: ['a.png', w.png] } },
      },
    ],
  },
  [A.userFile]: {
    owned: 'stored files (avatar, ID photos, licence)',
    probes: (w) => [get(`${A.userFile}/${w.a.fileId}`, { refuse: NOT_VISIBLE })],
  },
  [A.identitySubmit]: {
    owned: 'real-name certification',
    probes: (w) => [
      {
        method: 'POST',
        url: A.identitySubmit,
        multipart: {
          fields: { truename: 'Mallory', idType: 'passport', idNumber: 'E12345678' },
          files: { portrait: ['p.png', w.png], emblem: ['e.png', w.png] },
        },
      },
    ],
  },
  [A.identityStatus]: { owned: 'real-name certification', probes: () => [get(A.identityStatus)] },
  [A.enterpriseSubmit]: {
    owned: 'enterprise certification',
    probes: (w) => [
      {
        method: 'POST',
        url: A.enterpriseSubmit,
        multipart: { fields: { companyName: 'B Co.' }, files: { license: ['l.png', w.png] } },
      },
    ],
  },
  [A.enterpriseStatus]: {
    owned: 'enterprise certification',
    probes: () => [get(A.enterpriseStatus)],
  },
  [A.areas]: { public: 'the area dictionary' },
  [A.dictionary]: { public: 'the dictionary' },
  [A.loginLog]: { owned: 'login records', probes: () => [get(A.loginLog)] },
  [A.ssoPartner]: { public: 'whether a partner key is configured' },
  [A.ssoAuthorize]: {
    owned: 'SSO tickets (for the session account only)',
    probes: () => [
      post(A.ssoAuthorize, { apiKey: 'nobody-partner', redirectUrl: 'https://x.example/' }),
    ],
  },
  [A.ssoExchange]: { public: 'partner servers, by their secret; a ticket is single-use' },

  // ---- workbench and catalogue
  [C.platformList]: { owned: 'platform trials (my state)', probes: () => [get(C.platformList)] },
  [C.mdmTry]: {
    owned: 'platform trials',
    probes: (w) => [
      post(`${C.mdmTry}?platformId=${w.a.platformId}&action=cancel`, {}),
      get(`${C.mdmTry}?platformId=${w.a.platformId}&action=cancel`),
    ],
  },
  [C.recCaseList]: { public: NOT_OWNED },
  [C.myApplications]: { owned: 'developed apps', probes: () => [get(C.myApplications)] },
  [C.boutiqueApplication]: { public: NOT_OWNED },
  [C.bannerList]: { public: NOT_OWNED },
  [C.deviceCount]: { owned: 'devices', probes: () => [get(C.deviceCount)] },
  [C.myData]: { owned: 'devices, purchases, admin accounts', probes: () => [get(C.myData)] },
  [C.adminAccounts]: { owned: 'admin accounts', probes: () => [get(C.adminAccounts)] },
  [C.articleReadNum]: { public: 'a read counter of a public article' },
  [C.articleById]: { public: NOT_OWNED },
  [C.homeFaq]: { public: NOT_OWNED },
  [C.articleList]: {
    owned: 'search history (a signed-in FAQ search is kept)',
    probes: () => [get(`${C.articleList}?kind=faq&keyword=mallory`)],
  },
  [C.hotKeyWords]: { public: NOT_OWNED },
  [C.hotQuestion]: { public: NOT_OWNED },
  [C.searchHistory]: { owned: 'search history', probes: () => [get(C.searchHistory)] },
  [C.classifyList]: { public: NOT_OWNED },
  [C.productList]: { public: NOT_OWNED },
  [C.productListByFirst]: { public: NOT_OWNED },
  [C.productTree]: { public: NOT_OWNED },
  [C.aboutProduct]: { public: NOT_OWNED },
  [C.markProductList]: { public: NOT_OWNED },
  [C.productJson]: { public: NOT_OWNED },
  [C.downloadCenter]: { public: NOT_OWNED },
  [C.materialTypes]: { public: NOT_OWNED },
  [C.fileCategories]: { public: NOT_OWNED },
  [C.materialList]: { public: NOT_OWNED },
  [C.materialTypeLists]: { public: NOT_OWNED },
  [C.materialDetail]: { public: NOT_OWNED },
  [C.materialFiles]: { public: NOT_OWNED },
  [C.caseDetail]: { public: NOT_OWNED },
  [C.industries]: { public: NOT_OWNED },
  [C.caseList]: { public: NOT_OWNED },
  [C.equipmentList]: { public: NOT_OWNED },
  [C.equipmentListNew]: { public: NOT_OWNED },
  [C.appEquipment]: { public: NOT_OWNED },
  [C.caseFiles]: { public: NOT_OWNED },
  [C.appList]: { public: 'released apps only (marketplace.test.ts)' },
  [C.appDetail]: {
    owned: 'developed apps (an unreleased one is shown to no one)',
    probes: (w) => [get(`${C.appDetail}?id=${w.a.unreleasedAppId}`, { refuse: NOT_VISIBLE })],
  },
  [C.appClassification]: { public: NOT_OWNED },
  [C.ecologicalSoftware]: { public: 'released apps only (marketplace.test.ts)' },
  [C.appProducts]: { public: NOT_OWNED },
  [C.checkingData]: { public: 'adaptation of released apps only (marketplace.test.ts)' },
  [C.productSuperior]: { public: NOT_OWNED },
  [C.appInfoFiles]: {
    owned: 'developed apps (an unreleased one is shown to no one)',
    probes: (w) => [get(`${C.appInfoFiles}?appId=${w.a.unreleasedAppId}`, { refuse: NOT_VISIBLE })],
  },
  [C.apiCategories]: { public: NOT_OWNED },
  [C.apiCategoryTree]: { public: NOT_OWNED },
  [C.apiList]: { public: NOT_OWNED },
  [C.sdkDocs]: { public: NOT_OWNED },
  [C.sdkParameters]: { public: NOT_OWNED },
  [C.sdkList]: { public: NOT_OWNED },
  [C.sdkModelList]: { public: NOT_OWNED },
  [C.sdkProducts]: { public: NOT_OWNED },
  [C.sdkUnattached]: { public: NOT_OWNED },
  [C.sdkFiles]: { public: NOT_OWNED },
  [C.testPackages]: { public: NOT_OWNED },
  [C.testProducts]: { public: NOT_OWNED },
  [C.myDevices]: { owned: 'devices', probes: () => [get(`${C.myDevices}?pageSize=50`)] },
  [C.servicePassword]: {
    owned: 'devices (service password)',
    probes: (w) => [post(C.servicePassword, { serial: w.a.deviceSerial }, { refuse: NOT_VISIBLE })],
  },

  // ---- files, share links, favourites
  [F.download]: { public: 'catalogue files: section or share token (files-download.test.ts)' },
  [F.preview]: { public: 'catalogue files: section or share token (files-download.test.ts)' },
  [F.ossDownload]: { public: 'catalogue files: section or share token (files-download.test.ts)' },
  [F.shareGetLink]: {
    owned: 'share links',
    probes: (w) => [
      post(F.shareGetLink, { entityType: ENTITY_TYPES.solution, entityId: w.caseId, needLogin: 0 }),
    ],
  },
  [F.shareOpenLink]: { public: 'the token is the grant: its holder opens the link (spec 4)' },
  [F.favouriteAdd]: {
    owned: 'favourites',
    probes: (w) => [post(F.favouriteAdd, w.a.favourite)],
  },
  [F.favouriteDelete]: {
    owned: 'favourites',
    probes: (w) => [
      post(F.favouriteDelete, { id: w.a.favouriteId }, { refuse: NOT_VISIBLE }),
      get(`${F.favouriteDelete}?id=${w.a.favouriteId}`, { refuse: NOT_VISIBLE }),
    ],
  },
  [F.favouriteTop]: {
    owned: 'favourites',
    probes: (w) => [post(F.favouriteTop, { id: w.a.favouriteId, top: 1 }, { refuse: NOT_VISIBLE })],
  },
  [F.favouriteList]: {
    owned: 'favourites',
    probes: () => [
      get(`${F.favouriteList}?pageSize=50`, {
        clean: (data, w) => !listIds(data).includes(w.a.favouriteId),
      }),
    ],
  },
  [F.favouriteState]: {
    owned: 'favourites',
    probes: (w) => [
      get(
        `${F.favouriteState}?entityType=${w.a.favourite.entityType}&entityIds=${w.a.favourite.entityId}`,
        {
          clean: (data, world) => !Object.values(data as object).includes(world.a.favouriteId),
        },
      ),
    ],
  },

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
    probes: (w) => [get(`${D.appFile}/${w.a.uploadId}`, { refuse: NOT_VISIBLE })],
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

  // ---- messages
  [M.list]: {
    owned: 'messages',
    probes: () => [
      get(`${M.list}?pageSize=50`, { clean: (data, w) => !listIds(data).includes(w.a.messageId) }),
    ],
  },
  [M.updateState]: {
    owned: 'messages',
    probes: (w) => [
      post(M.updateState, { id: w.a.messageId }, { refuse: NOT_VISIBLE }),
      get(`${M.updateState}?id=${w.a.messageId}`, { refuse: NOT_VISIBLE }),
      post(M.updateState, { all: 1 }),
    ],
  },

  // ---- work orders (decision 0016): another's order answers like a missing one (A0078)
  [O.orderType]: { public: 'problem/feedback types, the same for every account (login only)' },
  [O.submitOrder]: {
    owned: 'work orders',
    probes: (w): Probe[] => [
      {
        method: 'POST',
        url: O.submitOrder,
        multipart: { fields: { id: String(w.a.orderId), submit: '0', title: 'x' }, files: {} },
        refuse: NOT_VISIBLE,
      },
      {
        method: 'POST',
        url: O.submitOrder,
        multipart: {
          fields: {
            linkedOrderId: String(w.a.closedOrderId),
            submit: '0',
            title: 'x',
          },
          files: {},
        },
        refuse: ['B0004'] as const,
      },
    ],
  },
  [O.list]: {
    owned: 'work orders',
    probes: (w) => [
      get(`${O.list}?pageSize=100`, {
        clean: (data) => !listIds(data).includes(w.a.orderId),
      }),
    ],
  },
  [O.detail]: {
    owned: 'work orders',
    probes: (w) => [get(`${O.detail}?id=${w.a.orderId}`, { refuse: NOT_VISIBLE })],
  },
  [O.submitMsg]: {
    owned: 'work orders',
    probes: (w) => [
      {
        method: 'POST',
        url: O.submitMsg,
        multipart: {
          fields: { orderId: String(w.a.orderId), content: 'hello' },
          files: { files: ['p.png', w.png] },
        },
        refuse: NOT_VISIBLE,
      },
    ],
  },
  [O.close]: {
    owned: 'work orders',
    probes: (w) => [post(O.close, { id: w.a.orderId }, { refuse: NOT_VISIBLE })],
  },
  [O.reopen]: {
    owned: 'work orders',
    probes: (w) => [post(O.reopen, { id: w.a.closedOrderId }, { refuse: NOT_VISIBLE })],
  },
  [O.rate]: {
    owned: 'work orders',
    probes: (w) => [post(O.rate, { id: w.a.closedOrderId, score: 1 }, { refuse: NOT_VISIBLE })],
  },
  [O.file]: {
    owned: 'work-order attachments',
    probes: (w) => [
      get(`${O.file}?id=${w.a.orderFileId}`, { refuse: NOT_VISIBLE }),
      get(`${O.file}?id=${w.a.orderFileId}&isPreview=1`, { refuse: NOT_VISIBLE }),
    ],
  },
  [O.removeFile]: {
    owned: 'work-order attachments',
    probes: (w) => [post(O.removeFile, { id: w.a.orderFileId }, { refuse: NOT_VISIBLE })],
  },
  // ---- content the console manages (decision 0023)
  [CONTENT_ROUTES.bannerImage]: { public: 'a banner image the portal shows to everyone' },
  // ---- staff console (decision 0018)
  ...Object.fromEntries(
    Object.values(CONSOLE_ROUTES).map((path) => [path, { public: STAFF_ONLY }]),
  ),
};
