import { z } from 'zod';
import { idSchema } from './envelope.js';

/** Field helpers of the developer-apps contract (apps.ts and the files it re-exports). */

export const id = idSchema;
export const lang = z.enum(['zh', 'en']).optional();

/** A text field of a form: trimmed, at most `max` characters; an empty one counts as absent. */
export const text = (max: number) => z.string().trim().max(max).default('');
