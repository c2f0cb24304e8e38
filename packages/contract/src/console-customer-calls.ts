import { z } from 'zod';
import { defineCall } from './call.js';
import { CONSOLE_CUSTOMER_PATHS } from './console-customer-paths.js';
import {
  consoleCustomerSchema,
  customerDetailSchema,
  customerIdQuerySchema,
  customerQuerySchema,
  customerSectionsSchema,
  deviceGrantSchema,
} from './console-content.js';
import { pageSchema } from './envelope.js';

const tag = 'console';
/** Customers' sections and MDM device grants are sales' (decision 0023). */
const access = { staff: ['sales'] } as const;

/** The console's customers calls (decision 0061): search, a customer, sections, device grants. */
export const CONSOLE_CUSTOMER_CALLS = {
  list: defineCall({
    ...CONSOLE_CUSTOMER_PATHS.list,
    tag,
    summary: 'Customers by name, phone, e-mail or company (sales)',
    access,
    query: customerQuerySchema,
    answer: pageSchema(consoleCustomerSchema),
  }),
  detail: defineCall({
    ...CONSOLE_CUSTOMER_PATHS.detail,
    tag,
    summary: 'A customer, the sections held and the management-system grants (sales)',
    access,
    query: customerIdQuerySchema,
    answer: customerDetailSchema,
    errors: ['A0078'],
  }),
  sections: defineCall({
    ...CONSOLE_CUSTOMER_PATHS.sections,
    tag,
    summary: 'Sets the sections a customer holds (sales)',
    access,
    body: customerSectionsSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
  grant: defineCall({
    ...CONSOLE_CUSTOMER_PATHS.grant,
    tag,
    summary: 'Grants a device quantity for a trial (MDM by default; sales)',
    access,
    body: deviceGrantSchema,
    answer: z.null(),
    errors: ['A0078', 'B0009'],
  }),
} as const;
