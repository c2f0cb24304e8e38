import { z } from 'zod';
import { lang } from './app-fields.js';
import { developerFormSchema, developerStateSchema } from './app-developers.js';
import { defineCall } from './call.js';
import { DEVELOPER_PATHS } from './developer-paths.js';

const tag = 'developer apps';

/**
 * Developer onboarding (issue 13, decision 0015), each call described once (decision 0061).
 * Login and the developer section (A0017); the answers in the language of `lang`, else the cookie.
 */
export const DEVELOPER_CALLS = {
  status: defineCall({
    ...DEVELOPER_PATHS.status,
    tag,
    summary: 'My developer onboarding: state, certifications, form, latest decision',
    access: 'user',
    query: z.object({ lang }),
    answer: developerStateSchema,
    errors: ['A0017'],
  }),
  submit: defineCall({
    ...DEVELOPER_PATHS.submit,
    tag,
    summary:
      'Fill in (save) or submit the developer onboarding form (needs approved real-name certification)',
    access: 'user',
    body: developerFormSchema,
    answer: developerStateSchema,
    errors: ['A0017', 'B0009'],
  }),
  withdraw: defineCall({
    ...DEVELOPER_PATHS.withdraw,
    tag,
    summary: 'Withdraw the onboarding form pending review (back to pending submission)',
    access: 'user',
    answer: developerStateSchema,
    errors: ['A0017', 'B0009'],
  }),
} as const;
