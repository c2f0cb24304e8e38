import type { z } from 'zod';
import type {
  industrySchema,
  solutionCaseDetailSchema,
  solutionListQuerySchema,
} from '@seuiot/contract';

// The answers' types come from the contract's schemas, so a change there fails the web build.
export type {
  DeviceApplicable,
  EquipmentDevice,
  EquipmentGroup,
  ProductGroup,
} from '@seuiot/contract';

export type Industry = z.infer<typeof industrySchema>;
export type SolutionCaseDetail = z.infer<typeof solutionCaseDetailSchema>;

/** The case list query as the page keeps it; the language goes with every call on its own. */
export type CaseListQuery = Omit<z.infer<typeof solutionListQuerySchema>, 'lang'>;
