/** Business constants and limits of spec section 9, named once for web and server. */
export const LIMITS = {
  /** Largest row id, and largest integer a query compares with a column: ids are 32-bit (serial). */
  maxId: 2_147_483_647,
  /** Seconds between two verification-code sends to one target. */
  codeResendSeconds: 30,
  passwordMin: 6,
  passwordMax: 20,
  phoneMaxDomestic: 11,
  /**
   * What a domestic phone field takes as typed or pasted: the 11 digits with the spec's +86 /
   * 0086 prefix and the spaces or hyphens a copied number carries ("0086 138-0013-8000", 18).
   */
  phoneInputMaxDomestic: 20,
  phoneMaxOverseas: 20,
  /** Share link that needs no login: valid this many days. */
  shareLinkDays: 7,
  /** Unread badge shows at most this number, then "99+". */
  unreadBadgeMax: 99,
  /** Login cookie, stored login info and server session lifetime. */
  sessionDays: 1,
  loginRedirectDelayMs: 1000,
  notLoggedInRedirectDelayMs: 1500,
  registerCountdownSeconds: 5,
  registerCountdownStartMs: 1000,
  menuPlatformId: 20,
  menuType: 1,
  apkMaxMb: 150,
  appMediaMaxMb: 100,
  iconMaxMb: 2,
  iconRecommendedPx: 512,
  /**
   * Not in the spec (decision 0015): developer apps. Intro images and videos per app (Play takes
   * 8 screenshots per device type, AppGallery up to 5 plus a video).
   */
  appMediaMaxCount: 10,
  /** Not in the spec: one's own name for a favourite (as a browser bookmark's name). */
  favouriteLabelMax: 100,
  /** App name in each language (the market's column). */
  appNameMax: 100,
  /** Profile (the market's summary) in each language. */
  appSummaryMax: 500,
  /** Description (the market's intro) in each language. */
  appIntroMax: 8000,
  /** Test account and password for the reviewer, free text. */
  appTestAccountMax: 200,
  /** A version's name (`versionName`, the market shows it). */
  versionNameMax: 32,
  /** Update content (release notes) in each language (Play: 500 characters). */
  updateContentMax: 2000,
  /** A reviewer's note, a reply on a review decision. */
  reviewTextMax: 2000,
  /** Developer name (shown in the market), contact and website. */
  developerNameMax: 100,
  developerContactMax: 100,
  developerIntroMax: 2000,
  /** An upload not used by an app within this many hours is removed with its file. */
  appUploadKeepHours: 24,
  /** The review clock: the median review time of the decisions of the last this many days. */
  reviewClockDays: 30,
  avatarMaxMb: 2,
  avatarMinPx: 100,
  idPhotoMaxMb: 3,
  idPhotoMinPx: 500,
  licenseMaxMb: 2,
  /**
   * Not in the spec (decision 0041): the largest picture any upload accepts, by its declared
   * dimensions, before anything decodes it (a 60,000 × 60,000 PNG of a few kB decodes to 14 GB).
   * 40 megapixels holds a 48 MP phone's binned photo (12 MP), a 5K or 6K screenshot (15-20 MP) and
   * a scanned A4 licence at 600 dpi (35 MP); 20,000 px a side holds a phone's scrolling screenshot.
   */
  imageMaxMegapixels: 40,
  imageMaxSidePx: 20_000,
  previewConfirmMb: 10,
  previewImageExt: ['png', 'gif', 'jpg', 'jpeg'],
  previewVideoExt: ['avi', 'wmv', 'mp4', 'mov', 'flv', 'rmvb'],
  noPreviewExt: ['doc', 'docx', 'xls', 'xlsx'],
  mobileBreakpointPx: 600,
  defaultPageSize: 10,
  firstPage: 1,
  /** Largest page size a list call accepts. */
  maxPageSize: 100,
  /**
   * Not in the spec: the longest search text of a list (keyword, title, serial); the search boxes
   * take no more and the list calls refuse more.
   */
  searchMaxLength: 100,
  langCookieDays: 30,
  viewerInitialScale: 0.8,
  viewerScaleStep: 0.2,
  viewerMinScale: 0.2,
  /** Not in the spec: ten times is enough to read the smallest print of a label or drawing. */
  viewerMaxScale: 10,
  viewerRotateStep: 90,
  toastSeconds: 1,
  loadingMaskMaxMs: 500,
  chunkLoadTimeoutMs: 120_000,
  basePath: '/seuiot/',
  /**
   * Failed logins of one client on one account before that client is locked for
   * `loginLockMinutes` (A0051); as many on one account from all clients make every client solve
   * a captcha for it. The account itself is never locked (decision 0011).
   */
  loginMaxFailures: 5,
  loginLockMinutes: 5,
  /** Captcha answer validity. */
  captchaMinutes: 5,
  /** Not in the spec (decision 0016): files per work order or reply, and each file's size. */
  orderAttachmentsMax: 5,
  orderAttachmentMaxMb: 10,
  orderTitleMax: 100,
  /** Product name, contact, app name, rating comment. */
  orderFieldMax: 200,
  /** Description and replies. */
  orderTextMax: 5000,
  /** A replied order with no customer answer for this many days closes by itself... */
  orderAutoCloseDays: 7,
  /** ...and the customer is told this many days before. */
  orderAutoCloseWarnDays: 2,
  /** A closed order may be reopened this many days after its close. */
  orderReopenDays: 14,

  // The staff console (issue 15, decisions 0020-0023). Not in the spec: each is the length of the
  // column the field is stored in, or a bound on a list call (decision 0062).
  /** A staff username: letters, digits, `_`, `.` or `-` (STAFF_USERNAME_PATTERN). */
  staffUsernameMin: 3,
  staffUsernameMax: 64,
  /** The password of a staff sign-in (the initial one is 16 characters). */
  staffPasswordMax: 128,
  /** Digits of a TOTP code. */
  totpDigits: 6,
  /** A recovery code is two groups of this many letters and digits, joined by a hyphen. */
  recoveryCodeGroup: 5,
  /**
   * The keyword of a console list (accounts, certifications, notices, customers, staff); the work
   * order inbox takes the portal's `searchMaxLength`, as the customer's list does.
   */
  consoleSearchMax: 64,
  /**
   * A staff member's reason or note: a decision on an account or certification (the customer
   * reads a rejection's), a take-down, a re-open, a four-eyes request and its decision.
   */
  staffReasonMax: 500,
  /** Accounts one four-eyes request approves together. */
  approveAllMaxAccounts: 100,
  /** Typed reasons of one review decision, and the length of a reason's code. */
  reviewReasonsMax: 20,
  reviewReasonCodeMax: 64,
  /** The audit log's filters: an action, a staff username (staffUsernameMax), an object. */
  auditActionMax: 64,
  auditObjectTypeMax: 32,
  auditObjectIdMax: 64,
  /** The title of a notice or a banner, in each language; a notice's content. */
  contentTitleMax: 200,
  noticeContentMax: 20_000,
  /** A banner's position (`home`), its links (a portal path or a web address) and image. */
  bannerPositionMax: 32,
  bannerLinkMax: 255,
  bannerImageMaxMb: 2,
  /** Largest place number of a banner, and banners one order call takes (one position's). */
  bannerSortMax: 9999,
  bannerOrderMax: 200,
  /** Sections (the permission tree's titles) one customer call sets, and a title's length. */
  customerSectionsMax: 200,
  sectionTitleMax: 64,
  /** A platform's code (`mdm`) and the largest device quantity of one grant. */
  platformCodeMax: 32,
  deviceGrantMax: 1_000_000,
  /** The order inbox's age filter goes up to a year, in hours. */
  orderMinAgeMaxHours: 24 * 365,
  /** A saved reply's title (the reply itself is `orderTextMax` in each language). */
  savedReplyTitleMax: 100,
} as const;
