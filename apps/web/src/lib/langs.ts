import type { Lang } from '@seuiot/contract';

/**
 * The contract's LANGS, restated: importing them would load the contract's edition.ts, whose
 * schemas bring zod into the first chunk of every page. langs.test.ts keeps the two equal.
 */
export const SUPPORTED_LANGS = ['zh', 'en'] as const satisfies readonly Lang[];
