import type { z } from 'zod';
import type {
  CatalogueFile,
  materialDetailSchema,
  materialSummarySchema,
  materialTypeSchema,
} from '@seuiot/contract';

/** Shapes of the marketing calls (contract schemas; the extras are what the server adds). */
export type MaterialType = z.infer<typeof materialTypeSchema>;
export type MaterialSummary = z.infer<typeof materialSummarySchema>;
export type MaterialDetail = z.infer<typeof materialDetailSchema>;
/** GET /front/market/marketList: every type with its newest materials. */
export type MaterialTypeList = MaterialType & { items: MaterialSummary[] };
/** GET /front/market/fileList: a file and the material it belongs to. */
export type MaterialFile = CatalogueFile & { materialId: number; materialTitle: string };

export interface MaterialListQuery {
  pageNum: number;
  pageSize: number;
  title?: string;
  typeId?: number;
}
