import type {
  DeveloperState,
  MyAppDetail,
  MyAppRow,
  ReviewClock,
  Upload,
  VersionRow,
} from '@seuiot/contract';

/** Shapes of the developer-app calls (contract schemas, issue 13). */
export type { DeveloperState, MyAppDetail, MyAppRow, ReviewClock, Upload, VersionRow };
