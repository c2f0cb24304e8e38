import type { z } from 'zod';
import type {
  CallAnswer,
  CallAt,
  MARKETING_PATHS,
  materialDetailSchema,
  materialListQuerySchema,
  materialSummarySchema,
  materialTypeSchema,
} from '@seuiot/contract';
import type { CallQuery } from '../../lib/call-query';

/** Shapes of the marketing calls (contract schemas). */
export type MaterialType = z.infer<typeof materialTypeSchema>;
export type MaterialSummary = z.infer<typeof materialSummarySchema>;
export type MaterialDetail = z.infer<typeof materialDetailSchema>;
/** GET /front/market/marketList: every type with its newest materials. */
export type MaterialTypeList = CallAnswer<CallAt<typeof MARKETING_PATHS.materialTypeLists>>[number];
/** GET /front/market/fileList: a file and the material it belongs to. */
export type MaterialFile = CallAnswer<CallAt<typeof MARKETING_PATHS.materialFiles>>['list'][number];

/** GET /front/market/list and /front/market/fileList: a page, by title and type. */
export type MaterialListQuery = CallQuery<typeof materialListQuerySchema>;
