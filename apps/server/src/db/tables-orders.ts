import type { Generated } from 'kysely';
import type { Millis } from './tables-columns.js';

/**
 * Work orders: types, orders, their conversation, attachments, notes and saved replies
 * (tables.ts).
 */

/** Problem/feedback types of work orders (decision 0016). */
export interface OrderTypesTable {
  id: Generated<number>;
  grp: string;
  code: string;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
}

/** A service work order (spec 3, 4; decision 0016). */
export interface WorkOrdersTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  type_id: number | null;
  title: string;
  product_name: string;
  contact: string;
  description: string;
  status: number;
  device_serial: string | null;
  device_model: string | null;
  app_name: string | null;
  app_version: string | null;
  linked_order_id: number | null;
  created_at: Millis;
  submitted_at: Millis | null;
  first_reply_at: Millis | null;
  last_staff_reply_at: Millis | null;
  closed_at: Millis | null;
  closed_by: string | null;
  autoclose_warned_at: Millis | null;
  working_ms: Generated<number>;
  status_since: Millis;
  first_reply_ms: number | null;
  resolution_ms: number | null;
  rating: number | null;
  rating_comment: string | null;
  rated_at: Millis | null;
  /** The support agent it is assigned to (decision 0021). */
  assignee_id: number | null;
  assignee_name: string | null;
  /** The order a merged duplicate continues in. */
  merged_into_id: number | null;
  /** The demo order the seed made (its key in demo-orders.data.ts); null for real orders. */
  seed_key: string | null;
}

/** A staff-only note on a work order (decision 0021); no customer call reads it. */
export interface WorkOrderNotesTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number | null;
  staff_name: string;
  content: string;
  created_at: Millis;
}

/** A canned reply of the console, in both languages. */
export interface OrderSavedRepliesTable {
  id: Generated<number>;
  title: string;
  content_zh: string;
  content_en: string;
  version: Generated<number>;
  updated_by: string;
  updated_at: Millis;
}

export interface WorkOrderMessagesTable {
  id: Generated<number>;
  order_id: number;
  author: string;
  author_name: string;
  content: string;
  content_en: string | null;
  created_at: Millis;
}

export interface WorkOrderFilesTable {
  id: Generated<number>;
  order_id: number;
  message_id: number | null;
  file_id: number;
  name: string;
  format: string;
}

export interface WorkOrderDaysTable {
  day: string;
  last: number;
}
