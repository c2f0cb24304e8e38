import { callPaths } from './call-path.js';

/**
 * Where the accounts calls are (`ACCOUNT_CALLS` describes them; decision 0061): sign-up, codes
 * and recovery, my information, certification, reference data, login records and single sign-on.
 * The spec's paths are kept; the calls it leaves unnamed are marked in `ACCOUNT_CALLS`.
 */
export const ACCOUNT_PATHS = callPaths({
  sendEmailCode: { method: 'POST', path: '/emailCode/send' },
  sendMobileCode: { method: 'POST', path: '/mobileCode/send' },
  registerOptions: { method: 'GET', path: '/user/registerOptions' },
  register: { method: 'POST', path: '/front/user/register' },
  checkEmail: { method: 'POST', path: '/front/user/checkEmail' },
  checkPhone: { method: 'POST', path: '/front/user/checkphone' },
  newPassword: { method: 'POST', path: '/front/user/newPassword' },
  updatePassword: { method: 'POST', path: '/front/user/updatePassword' },
  profile: { method: 'GET', path: '/front/user/getuser' },
  updateProfile: { method: 'POST', path: '/front/user/updateUser' },
  uploadAvatar: { method: 'POST', path: '/front/user/uploadAvatar' },
  identityStatus: { method: 'GET', path: '/front/user/getVerification' },
  identitySubmit: { method: 'POST', path: '/front/user/verification' },
  enterpriseStatus: { method: 'GET', path: '/front/customers/getCustomer' },
  enterpriseSubmit: { method: 'POST', path: '/front/customers/verification' },
  areas: { method: 'GET', path: '/dataDictionary/getAreaElement' },
  dictionary: { method: 'GET', path: '/dataDictionary/getDataDictionaryInCtgKey' },
  loginLog: { method: 'GET', path: '/front/login/getloginLog' },
  ssoPartner: { method: 'GET', path: '/sso/partner' },
  ssoAuthorize: { method: 'POST', path: '/sso/authorize' },
  ssoExchange: { method: 'POST', path: '/sso/ticket/exchange' },
});
