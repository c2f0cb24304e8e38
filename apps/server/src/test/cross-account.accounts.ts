import {
  ACCOUNT_PATHS as AP,
  ACCOUNT_ROUTES as A,
  AUTH_PATHS as AU,
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
  [AU.login.path]: { public: 'names an account only with its password (lockout: issue 10 item 2)' },
  [AU.logout.path]: { owned: 'session', probes: () => [post(AU.logout.path, {})] },
  [R.currentUser]: { owned: OWN_SESSION, probes: () => [get(R.currentUser)] },
  [AU.captcha.path]: { public: 'a captcha per client, no account' },
  [MENU_PATHS.menus.path]: { public: 'the menu of a platform, the same for every account' },
  [MENU_PATHS.permissionTree.path]: {
    owned: 'roles of the session',
    probes: () => [get(MENU_PATHS.permissionTree.path)],
  },
  [AU.getLang.path]: { owned: 'language of the session', probes: () => [get(AU.getLang.path)] },
  [AU.setLang.path]: {
    owned: 'language of the session',
    probes: () => [post(AU.setLang.path, { lang: 'en' })],
  },
  [PORTAL_PATHS.portalConfig.path]: { public: 'edition and client settings' },
  [R.health]: { public: 'readiness: the state of the database, migrations and storage' },
  [R.healthReady]: { public: 'readiness: the state of the database, migrations and storage' },
  [R.healthLive]: { public: 'liveness' },
  [NOTICE_CALLS.list.path]: { public: 'notices, the same for everyone' },
  [NOTICE_CALLS.detail.path]: { public: 'notices, the same for everyone' },
  [NOTICE_CALLS.latest.path]: { public: 'notices, the same for everyone' },

  // ---- accounts
  [AP.sendEmailCode.path]: { public: 'sends a code to an address; only its holder can use it' },
  [AP.sendMobileCode.path]: { public: 'sends a code to a phone; only its holder can use it' },
  [AP.register.path]: { public: 'makes a new account' },
  [AP.checkEmail.path]: { public: 'recovery: proves the code sent to the address' },
  [AP.checkPhone.path]: { public: 'recovery: proves the code sent to the phone' },
  [AP.newPassword.path]: {
    public: 'recovery: the one-time grant of checkEmail/checkPhone is the proof',
  },
  [AP.updatePassword.path]: {
    owned: 'password of the session account',
    probes: (w) => [
      post(
        AP.updatePassword.path,
        { oldPassword: w.wire(w.aPassword), newPassword: w.wire('Taken#2026') },
        { refuse: ['A0012'] },
      ),
    ],
  },
  [AP.profile.path]: { owned: 'profile', probes: () => [get(AP.profile.path)] },
  [AP.updateProfile.path]: {
    owned: 'profile',
    probes: () => [
      post(AP.updateProfile.path, {
        category: '1',
        truename: 'Mallory',
        companyName: 'B Co.',
        sex: 1,
      }),
    ],
  },
  [AP.uploadAvatar.path]: {
    owned: 'avatar (stored file)',
    probes: (w) => [
      {
        method: 'POST',
        url: AP.uploadAvatar.path,
        multipart: { fields: {}, files: { file: ['a.png', w.png] } },
      },
    ],
  },
  [A.userFile]: {
    owned: 'stored files (avatar, ID photos, licence)',
    probes: (w) => [get(`${A.userFile}/${w.a.fileId}`, { refuse: NOT_VISIBLE })],
  },
  [AP.identitySubmit.path]: {
    owned: 'real-name certification',
    probes: (w) => [
      {
        method: 'POST',
        url: AP.identitySubmit.path,
        multipart: {
          fields: { truename: 'Mallory', idType: 'passport', idNumber: 'E12345678' },
          files: { portrait: ['p.png', w.png], emblem: ['e.png', w.png] },
        },
      },
    ],
  },
  [AP.identityStatus.path]: {
    owned: 'real-name certification',
    probes: () => [get(AP.identityStatus.path)],
  },
  [AP.enterpriseSubmit.path]: {
    owned: 'enterprise certification',
    probes: (w) => [
      {
        method: 'POST',
        url: AP.enterpriseSubmit.path,
        multipart: { fields: { companyName: 'B Co.' }, files: { license: ['l.png', w.png] } },
      },
    ],
  },
  [AP.enterpriseStatus.path]: {
    owned: 'enterprise certification',
    probes: () => [get(AP.enterpriseStatus.path)],
  },
  [AP.areas.path]: { public: 'the area dictionary' },
  [AP.dictionary.path]: { public: 'the dictionary' },
  [AP.loginLog.path]: {
    owned: 'login records',
    probes: () => [
      get(`${AP.loginLog.path}?pageSize=50`, {
        clean: (data, w) => !listIds(data).some((id) => w.a.loginRecordIds.includes(id)),
      }),
    ],
  },
  [AP.ssoPartner.path]: { public: 'whether a partner key is configured' },
  [AP.registerOptions.path]: { public: 'the system a registration link locks (never the key)' },
  [AP.ssoAuthorize.path]: {
    owned: 'SSO tickets (for the session account only)',
    probes: () => [
      post(AP.ssoAuthorize.path, { apiKey: 'nobody-partner', redirectUrl: 'https://x.example/' }),
    ],
  },
  [AP.ssoExchange.path]: { public: 'partner servers, by their secret; a ticket is single-use' },
};
