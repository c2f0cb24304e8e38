import {
  ACCOUNT_ROUTES as A,
  MENU_PATHS,
  NOTICE_CALLS,
  PORTAL_PATHS,
  ROUTES as R,
} from '@seuiot/contract';
import { get, listIds, NOT_VISIBLE, post, type Access } from './cross-account.probes.js';

const OWN_SESSION = 'the account of the session; it names no other account';

/** Sign-in, session settings and the account itself (cross-account.table.ts). */
export const ACCOUNT_ACCESS: Record<string, Access> = {
  // ---- auth and settings
  [R.login]: { public: 'names an account only with its password (lockout: issue 10 item 2)' },
  [R.logout]: { owned: 'session', probes: () => [post(R.logout, {})] },
  [R.currentUser]: { owned: OWN_SESSION, probes: () => [get(R.currentUser)] },
  [R.captcha]: { public: 'a captcha per client, no account' },
  [MENU_PATHS.menus.path]: { public: 'the menu of a platform, the same for every account' },
  [MENU_PATHS.permissionTree.path]: {
    owned: 'roles of the session',
    probes: () => [get(MENU_PATHS.permissionTree.path)],
  },
  [R.getLang]: { owned: 'language of the session', probes: () => [get(R.getLang)] },
  [R.setLang]: {
    owned: 'language of the session',
    probes: () => [post(R.setLang, { lang: 'en' })],
  },
  [PORTAL_PATHS.portalConfig.path]: { public: 'edition and client settings' },
  [R.health]: { public: 'readiness: the state of the database, migrations and storage' },
  [R.healthReady]: { public: 'readiness: the state of the database, migrations and storage' },
  [R.healthLive]: { public: 'liveness' },
  [NOTICE_CALLS.list.path]: { public: 'notices, the same for everyone' },
  [NOTICE_CALLS.detail.path]: { public: 'notices, the same for everyone' },
  [NOTICE_CALLS.latest.path]: { public: 'notices, the same for everyone' },

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
  [A.loginLog]: {
    owned: 'login records',
    probes: () => [
      get(`${A.loginLog}?pageSize=50`, {
        clean: (data, w) => !listIds(data).some((id) => w.a.loginRecordIds.includes(id)),
      }),
    ],
  },
  [A.ssoPartner]: { public: 'whether a partner key is configured' },
  [A.registerOptions]: { public: 'the system a registration link locks (never the key)' },
  [A.ssoAuthorize]: {
    owned: 'SSO tickets (for the session account only)',
    probes: () => [
      post(A.ssoAuthorize, { apiKey: 'nobody-partner', redirectUrl: 'https://x.example/' }),
    ],
  },
  [A.ssoExchange]: { public: 'partner servers, by their secret; a ticket is single-use' },
};
