import { z } from 'zod';
import { defineCall } from './call.js';
import { SOLUTION_PATHS } from './solution-paths.js';
import { pageSchema } from './envelope.js';
import {
  byIdQuerySchema,
  byProductQuerySchema,
  caseFilesQuerySchema,
  catalogueFileSchema,
  deviceApplicableSchema,
  equipmentDeviceSchema,
  equipmentGroupSchema,
  industrySchema,
  langQuerySchema,
  solutionCaseDetailSchema,
  solutionCaseSummarySchema,
  solutionListQuerySchema,
} from './catalogue.js';

const tag = 'solutions';

/**
 * Solution cases (spec 3), each call described once (decision 0061): public lists and device
 * filters; the detail and files need the solution section or a share token covering the case.
 */
export const SOLUTION_CALLS = {
  industries: defineCall({
    ...SOLUTION_PATHS.industries,
    tag,
    summary: 'Industries',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(industrySchema),
  }),
  caseList: defineCall({
    ...SOLUTION_PATHS.caseList,
    tag,
    summary: 'Solution cases by industry, device and keyword',
    access: 'public',
    query: solutionListQuerySchema,
    answer: pageSchema(solutionCaseSummarySchema),
  }),
  caseDetail: defineCall({
    ...SOLUTION_PATHS.caseDetail,
    tag,
    summary: 'Solution case detail (login, solution section)',
    access: 'public',
    query: byIdQuerySchema,
    answer: solutionCaseDetailSchema,
    errors: ['A0017', 'A0073', 'A0078'],
  }),
  caseFiles: defineCall({
    ...SOLUTION_PATHS.caseFiles,
    tag,
    summary: 'Files of a case (login, solution section)',
    access: 'public',
    query: caseFilesQuerySchema,
    answer: z.array(catalogueFileSchema),
    errors: ['A0017', 'A0073', 'A0078'],
  }),
  equipmentList: defineCall({
    ...SOLUTION_PATHS.equipmentList,
    tag,
    summary: 'Models some case applies to',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(equipmentDeviceSchema),
  }),
  equipmentListNew: defineCall({
    ...SOLUTION_PATHS.equipmentListNew,
    tag,
    summary: 'Models some case applies to, by classification',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(equipmentGroupSchema),
  }),
  appEquipment: defineCall({
    ...SOLUTION_PATHS.appEquipment,
    tag,
    summary: 'Device-applicable query: cases and apps for a model',
    access: 'public',
    query: byProductQuerySchema,
    answer: deviceApplicableSchema,
  }),
} as const;
