import {
  APP_PATHS,
  REVIEW_REASONS,
  type Lang,
  type Listing,
  type Review,
  type ReviewReasonCode,
  type ReviewReasonView,
  type Upload,
  type VersionRow as VersionView,
} from '@seuiot/contract';
import { iso, parseJson, pick } from '../../lib/text.js';
import type { AppRow, EditRow, ReviewRow, UploadRow, VersionRow } from './apps.repo.js';
import { reasonsOf, signersOf, versionActions } from './rules.js';

/** Rows to answers: every answer of the module is built field by field here. */

/** Where an upload's bytes are read (the owner; anyone for a released app's icon and media). */
export function fileUrl(apiPrefix: string, fileId: number): string {
  return `${apiPrefix}${APP_PATHS.file.path}/${fileId}`;
}

export function reasonView(code: ReviewReasonCode, lang: Lang): ReviewReasonView {
  const r = REVIEW_REASONS[code] ?? REVIEW_REASONS.other;
  return { code, rule: r.rule, title: r[lang].title, ruleText: r[lang].rule };
}

export function reasonViews(text: string, lang: Lang): ReviewReasonView[] {
  return reasonsOf(text).map((c) => reasonView(c, lang));
}

export function reviewView(
  r: ReviewRow,
  replies: { id: number; review_id: number; author: string; body: string; created_at: number }[],
  lang: Lang,
): Review {
  return {
    id: r.id,
    subject: r.subject as Review['subject'],
    appId: r.app_id,
    versionId: r.version_id,
    versionName: r.version_name,
    outcome: r.outcome === 'approved' ? 'approved' : 'rejected',
    reasons: reasonViews(r.reasons, lang),
    note: r.note,
    submitTime: iso(Number(r.submitted_at)),
    decideTime: iso(Number(r.decided_at)),
    replies: replies
      .filter((x) => x.review_id === r.id)
      .map((x) => ({
        id: x.id,
        author: x.author === 'reviewer' ? 'reviewer' : 'developer',
        content: x.body,
        createTime: iso(Number(x.created_at)),
      })),
  };
}

/** A medium of a listing: an upload (`fileId`) or a medium the catalogue seeded (url only). */
export interface MediumRef {
  fileId: number | null;
  kind: string;
  url: string;
}

export function editMedia(edit: Pick<EditRow, 'media'>): MediumRef[] {
  return parseJson<MediumRef[]>(edit.media, []);
}

export type Category = { id: number; name_zh: string; name_en: string } | undefined;

/** The listing of the app row (the approved one, or the working copy before the first approval). */
export function rowListing(
  app: AppRow,
  media: MediumRef[],
  category: Category,
  lang: Lang,
): Listing {
  return {
    nameZh: app.name_zh,
    nameEn: app.name_en,
    summaryZh: app.summary_zh,
    summaryEn: app.summary_en,
    introZh: app.intro_zh,
    introEn: app.intro_en,
    categoryId: app.classification_id,
    category: category ? pick(lang, category.name_zh, category.name_en) : '',
    icon: app.icon ? { busId: app.icon_file_id, url: app.icon } : null,
    testAccount: app.test_account,
    media: media.map((m) => ({
      busId: m.fileId,
      kind: m.kind === 'video' ? 'video' : 'image',
      url: m.url,
    })),
  };
}

/** The listing of saved changes; an icon left as it was is the approved one. */
export function editListing(
  edit: EditRow,
  app: AppRow,
  category: Category,
  apiPrefix: string,
  lang: Lang,
): Listing {
  const icon =
    edit.icon_file_id !== null
      ? { busId: edit.icon_file_id, url: fileUrl(apiPrefix, edit.icon_file_id) }
      : app.icon
        ? { busId: app.icon_file_id, url: app.icon }
        : null;
  return {
    nameZh: edit.name_zh,
    nameEn: edit.name_en,
    summaryZh: edit.summary_zh,
    summaryEn: edit.summary_en,
    introZh: edit.intro_zh,
    introEn: edit.intro_en,
    categoryId: edit.classification_id,
    category: category ? pick(lang, category.name_zh, category.name_en) : '',
    icon,
    testAccount: edit.test_account,
    media: editMedia(edit).map((m) => ({
      busId: m.fileId,
      kind: m.kind === 'video' ? 'video' : 'image',
      url: m.url,
    })),
  };
}

export function versionView(
  v: VersionRow,
  app: AppRow,
  place: { first: boolean; highest: boolean },
  upload: UploadRow | undefined,
  lastReview: ReviewRow | undefined,
  apiPrefix: string,
  lang: Lang,
): VersionView {
  const rejected = v.status === 'rejected' || v.status === 'updateRejected';
  const review = rejected && lastReview?.outcome === 'rejected' ? lastReview : undefined;
  return {
    id: v.id,
    appId: v.app_id,
    versionCode: v.version_code,
    versionName: v.version_name,
    status: v.status as VersionView['status'],
    first: place.first,
    current: app.current_version_id === v.id,
    downloads: v.downloads,
    updateContentZh: v.update_zh,
    updateContentEn: v.update_en,
    package:
      v.package_file_id !== null
        ? {
            busId: v.package_file_id,
            fileName: upload?.file_name ?? '',
            size: v.package_size,
            minSdk: v.min_sdk,
            signerSha256: signersOf(v.signer_sha256),
            url: fileUrl(apiPrefix, v.package_file_id),
          }
        : null,
    createTime: iso(Number(v.created_at)),
    submitTime: v.submitted_at === null ? null : iso(Number(v.submitted_at)),
    reviewTime: v.reviewed_at === null ? null : iso(Number(v.reviewed_at)),
    publishTime: v.published_at === null ? null : iso(Number(v.published_at)),
    rejectReasons: review ? reasonViews(review.reasons, lang) : [],
    rejectNote: review?.note ?? '',
    actions: versionActions(v, app, place),
  };
}

export function uploadView(u: UploadRow, apiPrefix: string): Upload {
  const warnings = u.warnings.split(',').filter(Boolean) as Upload['warnings'];
  return {
    busId: u.file_id,
    purpose: u.purpose as Upload['purpose'],
    fileName: u.file_name,
    size: Number(u.size),
    mime: u.mime,
    url: fileUrl(apiPrefix, u.file_id),
    mediaKind: u.media_kind === 'video' ? 'video' : u.media_kind === 'image' ? 'image' : null,
    width: u.width,
    height: u.height,
    warnings,
    apk:
      u.purpose === 'package' && u.package_name !== null
        ? {
            packageName: u.package_name,
            versionCode: u.version_code ?? 0,
            versionName: u.version_name,
            minSdk: u.min_sdk,
            label: u.label,
            signerSha256: signersOf(u.signer_sha256),
          }
        : null,
  };
}
