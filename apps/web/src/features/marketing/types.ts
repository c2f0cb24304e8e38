import type { z } from 'zod';
import type {
  CatalogueFile,
  materialDetailSchema,
  materialListQuerySchema,
  materialSummarySchema,
  materialTypeSchema,
} from '@seuiot/contract';
import type { CallQuery } from '../../lib/call-query';

/** Shapes of the marketing calls (contract schemas; the extras are what the server adds). */
export type MaterialType = z.infer<typeof materialTypeSchema>;
export type MaterialSummary = z.infer<typeof materialSummarySchema>;
export type MaterialDetail = z.infer<typeof materialDetailSchema>;
/** GET /front/market/marketList: every type with its newest materials. */
export type MaterialTypeList = MaterialType & { items: MaterialSummary[] };
/** GET /front/market/fileList: a file and the material it belongs to. */
export type MaterialFile = CatalogueFile & { materialId: number; materialTitle: string };

/** GET /front/market/list and /front/market/fileList: a page, by title and type. */
export type MaterialListQuery = CallQuery<typeof materialListQuerySchema>;
