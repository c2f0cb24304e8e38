import type { ApiParam } from './catalogue.data.js';

/** What the API reference entries are written with (catalogue-api*.data.ts). */

export function p(name: string, type: string, required: boolean, zh: string, en: string): ApiParam {
  return { name, type, required, description_zh: zh, description_en: en };
}

export const BOOL_OK = {
  zh: 'Boolean：成功返回 true，失败返回 false。',
  en: 'Boolean: true on success, false otherwise.',
};
export const NONE = { zh: '无返回值。', en: 'Nothing.' };
