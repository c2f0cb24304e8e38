import { z } from 'zod';
import { defineCall } from './call.js';
import { WORKBENCH_PATHS } from './workbench-paths.js';
import {
  appSummarySchema,
  bannerQuerySchema,
  bannerSchema,
  deviceCountSchema,
  langQuerySchema,
  sizeQuerySchema,
  solutionCaseSummarySchema,
} from './catalogue.js';
import { mdmTryQuerySchema, myAppSchema, myDataSchema, platformSchema } from './workbench.js';

const tag = 'workbench';

/** One of my admin accounts on a management system (GET /front/user/getuserby). */
export const adminAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** The management system's name, in the request language. */
  platform: z.string(),
  createTime: z.string(),
});

/**
 * The workbench calls (spec 2.7), each described once (decision 0061): the management systems
 * and trials, my counts and admin accounts, the banners, and the recommended cases and apps.
 * The spec lists GET for the trial; the server also answers it there (with the client header),
 * hidden from OpenAPI. The public ones are in OPEN_PATHS (access.ts).
 */
export const WORKBENCH_CALLS = {
  /** Public; signed in, each system carries my trial state (so never cached for everyone). */
  platforms: defineCall({
    ...WORKBENCH_PATHS.platforms,
    tag,
    summary: 'Management systems and my trial state',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(platformSchema),
  }),
  trial: defineCall({
    ...WORKBENCH_PATHS.trial,
    tag,
    summary: 'Apply for or cancel a trial (MDM needs a device authorisation from sales)',
    access: 'user',
    query: mdmTryQuerySchema,
    answer: platformSchema,
    errors: ['A0002', 'A0078'],
  }),
  recommendedCases: defineCall({
    ...WORKBENCH_PATHS.recommendedCases,
    tag,
    summary: 'Recommended solution cases',
    access: 'public',
    query: sizeQuerySchema,
    answer: z.array(solutionCaseSummarySchema),
  }),
  recommendedApps: defineCall({
    ...WORKBENCH_PATHS.recommendedApps,
    tag,
    summary: 'Recommended apps',
    access: 'public',
    query: sizeQuerySchema,
    answer: z.array(appSummarySchema),
  }),
  myApps: defineCall({
    ...WORKBENCH_PATHS.myApps,
    tag,
    summary: 'My developed apps, released or not',
    access: 'user',
    query: langQuerySchema,
    answer: z.array(myAppSchema),
  }),
  banners: defineCall({
    ...WORKBENCH_PATHS.banners,
    tag,
    summary: 'Banners of a position',
    access: 'public',
    query: bannerQuerySchema,
    answer: z.array(bannerSchema),
  }),
  deviceCount: defineCall({
    ...WORKBENCH_PATHS.deviceCount,
    tag,
    summary: 'Number of my devices',
    access: 'user',
    answer: deviceCountSchema,
  }),
  myData: defineCall({
    ...WORKBENCH_PATHS.myData,
    tag,
    summary: 'My data: devices, purchased apps, admin accounts, unread messages',
    access: 'user',
    answer: myDataSchema,
  }),
  adminAccounts: defineCall({
    ...WORKBENCH_PATHS.adminAccounts,
    tag,
    summary: 'My admin accounts on the management systems',
    access: 'user',
    query: langQuerySchema,
    answer: z.array(adminAccountSchema),
  }),
} as const;
