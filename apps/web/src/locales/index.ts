import zhCommon from './zh/common.json';
import zhLayout from './zh/layout.json';
import zhAuth from './zh/auth.json';
import zhNotices from './zh/notices.json';
import zhErrors from './zh/errors.json';
import zhValidation from './zh/validation.json';
import enCommon from './en/common.json';
import enLayout from './en/layout.json';
import enAuth from './en/auth.json';
import enNotices from './en/notices.json';
import enErrors from './en/errors.json';
import enValidation from './en/validation.json';

/** One namespace per area, plus the error catalogue and the validation messages. */
export const NAMESPACES = ['common', 'layout', 'auth', 'notices', 'errors', 'validation'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  zh: {
    common: zhCommon,
    layout: zhLayout,
    auth: zhAuth,
    notices: zhNotices,
    errors: zhErrors,
    validation: zhValidation,
  },
  en: {
    common: enCommon,
    layout: enLayout,
    auth: enAuth,
    notices: enNotices,
    errors: enErrors,
    validation: enValidation,
  },
} as const;
