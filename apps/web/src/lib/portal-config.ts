import { CIPHER_TEST_VECTOR, ROUTES, portalConfigSchema, type PortalConfig } from '@seuiot/contract';
import { api } from './api-client';

/**
 * What the server tells the app before it renders (edition, default language, other edition's
 * address, cipher key, contacts). In production it is in `<meta name="portal-config">`, which the
 * server writes in place of the `<!--portal-config-->` placeholder; under `vite dev` the meta is
 * missing and the config is fetched instead.
 */
let config: PortalConfig | null = null;

/** Reads and validates the meta; null when it is missing or unusable. */
export function readConfigMeta(doc: Document = document): PortalConfig | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="portal-config"]');
  const content = meta?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = portalConfigSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
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
    const data = await api.get<unknown>(ROUTES.portalConfig, undefined, { mask: false });
    const parsed = portalConfigSchema.safeParse(data);
    config = parsed.success ? parsed.data : FALLBACK_CONFIG;
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
