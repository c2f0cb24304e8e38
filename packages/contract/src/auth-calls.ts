import { z } from 'zod';
import { defineCall } from './call.js';
import { AUTH_PATHS } from './auth-paths.js';
import { captchaSchema, loginFormSchema, loginResultSchema, setLangSchema } from './auth.js';
import { langSchema } from './edition.js';

/**
 * The customer's sign-in and language calls (spec 2.2 and 8), each described once (decision
 * 0061); all answer without a session. The login body is form encoded (the server's route says
 * so; the web posts it with `api.postForm`). Not described: the current user
 * (`ROUTES.currentUser`), whose "nobody is signed in" is an A0001/A0004 envelope with HTTP 200
 * and whose 200 schema is either envelope (decision 0014), which a described call cannot say.
 */
export const AUTH_CALLS = {
  login: defineCall({
    ...AUTH_PATHS.login,
    tag: 'auth',
    summary: 'Log in (form encoded; password in the cipher wire format)',
    access: 'public',
    body: loginFormSchema,
    answer: loginResultSchema,
    errors: ['A0008', 'A0050', 'A0051', 'A0071', 'A0035', 'A0053', 'A0054'],
  }),
  captcha: defineCall({
    ...AUTH_PATHS.captcha,
    tag: 'auth',
    summary: 'A fresh captcha image and whether login needs it',
    access: 'public',
    answer: captchaSchema,
  }),
  logout: defineCall({
    ...AUTH_PATHS.logout,
    tag: 'auth',
    summary: 'Log out: ends the session and clears both cookies',
    access: 'public',
    answer: z.null(),
  }),
  getLang: defineCall({
    ...AUTH_PATHS.getLang,
    tag: 'settings',
    summary: 'Current language',
    access: 'public',
    answer: z.enum(['zh', 'en']),
  }),
  setLang: defineCall({
    ...AUTH_PATHS.setLang,
    tag: 'settings',
    summary: 'Set the language (cookie 30 days; kept on the account when signed in)',
    access: 'public',
    body: setLangSchema,
    answer: langSchema,
  }),
} as const;
