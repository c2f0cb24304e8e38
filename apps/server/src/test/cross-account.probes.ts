import type { ErrorCode } from '@seuiot/contract';

/** The types and helpers the cross-account table (cross-account.table.ts) is written with. */

/** Account A's objects, found or made by the test, and what the probes need to call. */
export interface World {
  a: {
    favouriteId: number;
    favourite: { entityType: number; entityId: number };
    messageId: number;
    /** A's avatar (a stored file). */
    fileId: number;
    deviceSerial: string;
    /** An app A develops that is not released. */
    unreleasedAppId: number;
    /** A platform A holds a trial or an authorisation of. */
    platformId: number;
    /** A developer app of A's that is not released (A's drafts, versions and reviews hang on it). */
    devAppId: number;
    /** A version of it. */
    versionId: number;
    /** A review decision on one of A's apps. */
    reviewId: number;
    /** An upload of A's that is no released app's icon or medium (the package of a draft). */
    uploadId: number;
    /** An open (submitted) work order of A's, a closed one, and an attachment of A's. */
    orderId: number;
    closedOrderId: number;
    orderFileId: number;
    /** The icon of an app of A's that is not released (shown to A only). */
    unreleasedIconId: number;
    /** The package of a released version of A's, and of a version of a released app still in review. */
    releasedPackageId: number;
    pendingPackageId: number;
    /** A's login records. */
    loginRecordIds: number[];
  };
  /** An app category (a valid one, so a refusal is about ownership). */
  categoryId: number;
  /** A solution case B may see and share. */
  caseId: number;
  /** A's password. */
  aPassword: string;
  /** The cipher wire form of a plain password (what the web client sends). */
  wire: (password: string) => string;
  /** An image every upload rule accepts. */
  png: Buffer;
}

export interface Probe {
  method: 'GET' | 'POST';
  /** Path after the API prefix, with its query string. */
  url: string;
  body?: unknown;
  multipart?: { fields: Record<string, string>; files: Record<string, [string, Buffer]> };
  /**
   * The codes B must be refused with (and an anonymous caller with A0001). Without: B may
   * succeed on B's own objects, but the answer must hold nothing of A's and A must be unchanged.
   */
  refuse?: readonly ErrorCode[];
  /** Extra check of the answer's data: false when it shows something of A's. */
  clean?: (data: unknown, w: World) => boolean;
}

export type Access =
  /** Not user-owned: catalogue, public flows, or a grant that is its own proof; with the reason. */
  | { public: string }
  /** Reads or changes user-owned objects: which, and the probes B runs. */
  | { owned: string; probes: (w: World) => Probe[] };

export const get = (url: string, more: Partial<Probe> = {}): Probe => ({
  method: 'GET',
  url,
  ...more,
});
export const post = (url: string, body: unknown, more: Partial<Probe> = {}): Probe => ({
  method: 'POST',
  url,
  body,
  ...more,
});
export const NOT_VISIBLE = ['A0078'] as const;
/** The ids of a page's rows. */
export const listIds = (data: unknown) =>
  (data as { list: { id: number }[] }).list.map((r) => r.id);
