import type { z } from 'zod';
import type {
  appCategorySchema,
  DeveloperState,
  MyAppDetail,
  MyAppRow,
  myAppPageSchema,
  ReviewClock,
  Upload,
  VersionRow,
  versionPageSchema,
} from '@seuiot/contract';

/** Shapes of the developer-app calls (contract schemas, issue 13). */
export type { DeveloperState, MyAppDetail, MyAppRow, ReviewClock, Upload, VersionRow };
export type MyAppPage = z.infer<typeof myAppPageSchema>;
export type VersionPage = z.infer<typeof versionPageSchema>;
export type AppCategory = z.infer<typeof appCategorySchema>;
