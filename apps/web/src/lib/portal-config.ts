import {
  CIPHER_TEST_VECTOR,
  PORTAL_PATHS,
  type Edition,
  type PortalConfig,
} from '@seuiot/contract';
import { call } from './call';
import { SUPPORTED_LANGS } from './langs';

/** The contract's EDITIONS, restated so the first chunk does not load edition.ts (and zod). */
export const SUPPORTED_EDITIONS = ['overseas', 'domestic'] as const satisfies readonly Edition[];

/**
 * What the server tells the app before it renders (edition, default language, other edition's
 * address, cipher key, contacts). In production it is in `<meta name="portal-config">`, which the
 * server writes in place of the `<!--portal-config-->` placeholder; under `vite dev` the meta is
 * missing and the config is fetched instead.
 */
let config: PortalConfig | null = null;

const STRING_FIELDS = [
  'otherEditionUrl',
  'cipherKey',
  'contactEmail',
  'hotline',
  'qrImage',
] as const;

/**
 * The shape check of the contract's portalConfigSchema, written out by hand: it runs before the
 * first render, and zod would add tens of kilobytes to every page (a test keeps the two in step).
 */
export function parsePortalConfig(value: unknown): PortalConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!(SUPPORTED_EDITIONS as readonly unknown[]).includes(record.edition)) return null;
  if (!(SUPPORTED_LANGS as readonly unknown[]).includes(record.defaultLang)) return null;
  if (STRING_FIELDS.some((field) => typeof record[field] !== 'string')) return null;
  return {
    edition: record.edition as PortalConfig['edition'],
    defaultLang: record.defaultLang as PortalConfig['defaultLang'],
    otherEditionUrl: record.otherEditionUrl as string,
    cipherKey: record.cipherKey as string,
    contactEmail: record.contactEmail as string,
    hotline: record.hotline as string,
    qrImage: record.qrImage as string,
  };
}

/** Reads and validates the meta; null when it is missing or unusable. */
export function readConfigMeta(doc: Document = document): PortalConfig | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="portal-config"]');
  const content = meta?.getAttribute('content');
  if (!content) return null;
  try {
    return parsePortalConfig(JSON.parse(content));
  } catch {
    return null;
  }
}

/** Used only when neither the meta nor the call gives a config, so the portal still renders. */
const FALLBACK_CONFIG: PortalConfig = {
  edition: 'domestic',
  defaultLang: 'zh',
  otherEditionUrl: '',
  cipherKey: CIPHER_TEST_VECTOR.key,
  contactEmail: '',
  hotline: '',
  qrImage: '',
};

export async function loadPortalConfig(): Promise<PortalConfig> {
  const fromMeta = readConfigMeta();
  if (fromMeta) {
    config = fromMeta;
    return fromMeta;
  }
  try {
    const data: unknown = await call(PORTAL_PATHS.portalConfig, undefined, { mask: false });
    config = parsePortalConfig(data) ?? FALLBACK_CONFIG;
  } catch {
    config = FALLBACK_CONFIG;
  }
  return config;
}

export function setPortalConfig(value: PortalConfig): void {
  config = value;
}

export function getPortalConfig(): PortalConfig {
  return config ?? FALLBACK_CONFIG;
}
