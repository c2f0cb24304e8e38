import './zod.js';
import { z } from 'zod';

/**
 * Links that are stored and later followed by a browser (decision 0041): a developer's website,
 * a banner's link, a partner's SSO return address. A `javascript:` or `data:` link stored once runs
 * in the portal's origin for everyone who follows it, so only web addresses are kept: `http:` or
 * `https:` with a host, or, where the product links inside itself (banners), a path of the portal
 * that starts with one slash. Whitespace, control characters and backslashes are refused anywhere:
 * browsers drop or reinterpret them (`/\evil.example` is another host, `java\tscript:` a scheme).
 */

/** Which forms of link a field takes. */
export interface LinkForms {
  /** `/path`: a page of the portal (after its base path), never `//host`. */
  paths?: boolean;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\s\u0000-\u001f\u007f-\u009f\\]/;

/** Whether `value` is a link of the allowed forms (see above). */
export function isSafeLink(value: string, forms: LinkForms = {}): boolean {
  if (UNSAFE.test(value)) return false;
  if (value.startsWith('/')) return forms.paths === true && !value.startsWith('//');
  // Written out as `http://` or `https://` (`https:host` is read as a host too, but is not kept).
  if (!/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/**
 * A stored link field: trimmed, at most `max` characters, empty (unless `required`) or a safe
 * link of `forms`. A refused value fails validation, so the call answers B0004 naming the field.
 */
export function linkSchema(max: number, forms: LinkForms & { required?: boolean } = {}) {
  const text = z.string().trim().max(max);
  return (forms.required ? text.min(1) : text).refine((v) => v === '' || isSafeLink(v, forms), {
    message: 'link',
  });
}
