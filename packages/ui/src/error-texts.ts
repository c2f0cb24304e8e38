/**
 * The one catalogue of error texts (locales/<lang>/errors.json, decision 0063): a text per error
 * code of the contract, the generic and network texts, and the sub-texts of refused uploads. Its
 * `staff` section holds the few keys the console words differently for staff.
 */
export type ErrorCatalogue = Record<string, unknown> & { staff?: Record<string, string> };

/** The texts the portal shows: the catalogue without the staff wording. */
export function customerErrorTexts(catalogue: ErrorCatalogue): Record<string, unknown> {
  const { staff: _staff, ...texts } = catalogue;
  return texts;
}

/** The texts the console shows: the catalogue with the staff wording in place of the shared one. */
export function staffErrorTexts(catalogue: ErrorCatalogue): Record<string, unknown> {
  const { staff, ...texts } = catalogue;
  return { ...texts, ...staff };
}
