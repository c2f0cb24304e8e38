import type { z } from 'zod';
import type { deviceSchema, industrySchema, servicePasswordSchema } from '@seuiot/contract';

export type Device = z.infer<typeof deviceSchema>;
export type ServicePassword = z.infer<typeof servicePasswordSchema>;
export type Industry = z.infer<typeof industrySchema>;

/** A classification with its sub-classifications and models (`productTree`). */
export interface ProductTreeNode {
  id: number;
  name: string;
  children: ProductTreeNode[];
  products: { id: number; model: string; name: string }[];
}
