import { z } from 'zod';
import type { Lang } from './edition.js';

/**
 * Countries and regions of ISO 3166-1 (alpha-2) an enterprise may be registered in (issue 26
 * item 10, decision 0056). Names come from the runtime's CLDR data (`Intl.DisplayNames`) in the
 * reader's language; `REGION_NAME_OVERRIDES` fixes the few the company names otherwise.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
  'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
  'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** China: the unified social credit code and the province-city-district chain apply. */
export const HOME_COUNTRY = 'CN';

const REGION_NAME_OVERRIDES: Record<string, Record<Lang, string>> = {
  TW: { zh: '中国台湾', en: 'Taiwan, China' },
};

const displayNames = new Map<Lang, Intl.DisplayNames>();

/** The name of a country or region in `lang`; the code itself when the runtime has none. */
export function regionName(code: string, lang: Lang): string {
  const fixed = REGION_NAME_OVERRIDES[code]?.[lang];
  if (fixed) return fixed;
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
    displayNames.set(lang, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), { error: 'countryRequired' });

/**
 * A company registration number of another country (Handelsregister, Companies House, EIN...):
 * letters, digits and the separators such numbers are written with, 2 to 50 characters.
 */
export const registrationNumberSchema = z
  .string()
  .trim()
  .min(1, { error: 'taxNumberRequired' })
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9 ./-]{0,48}[A-Za-z0-9])?$/, {
    error: 'registrationNumberFormat',
  })
  .min(2, { error: 'registrationNumberFormat' });
