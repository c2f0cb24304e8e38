import { z } from 'zod';
import { id } from './app-fields.js';
import { LIMITS } from './limits.js';

/** Developer apps (apps.ts): the upload pipeline. */

// Uploads: POST /front/upload/getBusId (multipart)

/** What an upload is for; each has its own limit and types (spec 5, 9). */
export const UPLOAD_PURPOSES = ['icon', 'package', 'media'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * The rules of each purpose, checked while the bytes stream in (the type by the first bytes, not
 * the name): icon PNG or JPG up to 2 MB; package an APK up to 150 MB; media a JPG, PNG, GIF image
 * or an MP4, MOV, AVI, WMV, FLV, RMVB or WebM/MKV video up to 100 MB.
 */
export const UPLOAD_RULES = {
  icon: { maxBytes: LIMITS.iconMaxMb * 1024 * 1024, accept: '.png,.jpg,.jpeg' },
  package: { maxBytes: LIMITS.apkMaxMb * 1024 * 1024, accept: '.apk' },
  media: {
    maxBytes: LIMITS.appMediaMaxMb * 1024 * 1024,
    accept: '.jpg,.jpeg,.png,.gif,.mp4,.mov,.avi,.wmv,.flv,.rmvb,.webm,.mkv',
  },
} as const satisfies Record<UploadPurpose, { maxBytes: number; accept: string }>;

/** Warnings of an accepted upload: shown, never a refusal. */
export const UPLOAD_WARNINGS = ['iconNotSquare', 'iconBelowRecommended'] as const;

/**
 * The text fields of the upload, sent BEFORE the file part (`file`): the limit must be known
 * before the bytes arrive. `appId` (package only) checks the package against that app at once
 * (package name, versionCode, signer: B0010, B0011, B0012); the save calls check again.
 */
export const uploadFieldsSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES),
  appId: id.optional(),
});

/** What an install package says of itself: the form prefills from it. */
export const apkFactsSchema = z.object({
  packageName: z.string(),
  versionCode: z.number().int(),
  versionName: z.string().nullable(),
  minSdk: z.number().int().nullable(),
  label: z.string().nullable(),
  /** SHA-256 of each signing certificate, lowercase hex. */
  signerSha256: z.array(z.string()),
});
export type ApkFacts = z.infer<typeof apkFactsSchema>;

/**
 * The answer of getBusId: the upload's business id (`busId`), which the save calls name, and what
 * was read from the file. An upload not used by an app within 24 hours is removed.
 */
export const uploadSchema = z.object({
  busId: z.number().int(),
  purpose: z.enum(UPLOAD_PURPOSES),
  fileName: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** Where the owner reads it (APP_PATHS.file). */
  url: z.string(),
  /** media: image or video; null for the others. */
  mediaKind: z.enum(['image', 'video']).nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  warnings: z.array(z.enum(UPLOAD_WARNINGS)),
  /** package: what the APK says; null for the others. */
  apk: apkFactsSchema.nullable(),
});
export type Upload = z.infer<typeof uploadSchema>;
