import { z } from 'zod';
import { text } from './app-fields.js';
import { reviewSchema } from './app-reviews.js';
import { DEVELOPER_STATUSES, DEVELOPER_TYPES, FORM_ACTIONS } from './app-states.js';
import { LIMITS } from './limits.js';
import { linkSchema } from './links.js';

/** Developer apps (apps.ts): the developer onboarding. */

// Developer onboarding (not named by the spec: DEVELOPER_PATHS)

/** The onboarding form. A company developer needs an approved enterprise certification. */
export const developerFormSchema = z.object({
  action: z.enum(FORM_ACTIONS).default('submit'),
  type: z.enum(DEVELOPER_TYPES).default('personal'),
  /** The developer name the market shows under the developer's apps. */
  name: z.string().trim().min(1).max(LIMITS.developerNameMax),
  email: text(LIMITS.developerContactMax),
  phone: text(LIMITS.developerContactMax),
  /** A web address (`http(s)://`), or empty (decision 0041). */
  website: linkSchema(LIMITS.developerContactMax).default(''),
  intro: text(LIMITS.developerIntroMax),
});
export type DeveloperForm = z.infer<typeof developerFormSchema>;

/**
 * GET developerStatus: where the caller stands. `identityStatus` (and `enterpriseStatus`) are the
 * certification states of the personal center: without an approved real-name certification
 * `canApply` is false and the page links to the certification (spec 6).
 */
export const developerStateSchema = z.object({
  status: z.enum(DEVELOPER_STATUSES),
  identityStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  enterpriseStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** Real-name certification approved: the form may be filled in and submitted. */
  canApply: z.boolean(),
  form: z
    .object({
      type: z.enum(DEVELOPER_TYPES),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      website: z.string(),
      intro: z.string(),
    })
    .nullable(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  /** The latest decision, with its reasons and replies; null before any. */
  review: reviewSchema.nullable(),
});
export type DeveloperState = z.infer<typeof developerStateSchema>;
