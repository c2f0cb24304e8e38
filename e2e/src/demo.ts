/** The account the server seeds into an empty database. */
export const DEMO = { username: 'demo', password: 'Demo@2026' } as const;

/** Cookie names of the portal (spec 3 and ARCHITECTURE "Sessions"). */
export const COOKIES = {
  login: 'seuiot_user',
  session: 'seuiot_sid',
  lang: 'seuiot_lang',
  client: 'seuiot_cid',
} as const;
