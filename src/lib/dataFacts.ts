/**
 * Counts and releases of the data files, taken from data/ at build time by
 * scripts/dataFactsPlugin.ts. A page that states one reads it here, so a new release of the data
 * changes the page with no edit, and a page cannot state a count the data does not give.
 */
export interface DataFacts {
  /** Rows of data/crosswalk/military-crosswalk.csv: military code → O*NET occupation. */
  mappings: number;
  /** Rows of data/crosswalk/occupations.csv. */
  occupations: number;
  /** Rows of data/crosswalk/military-codes-unmapped.csv. */
  unmappedCodes: number;
  /** Rows of data/organizations/organizations.csv. */
  organizations: number;
  /** The O*NET database release of data/crosswalk/SOURCE.md: "30.1", "December 2025". */
  onetVersion: string;
  onetReleased: string;
  /** The DMDC crosswalk file of data/crosswalk/SOURCE.md: "milx0724", "July 2024". */
  crosswalkFile: string;
  crosswalkDated: string;
}

export const dataFacts: DataFacts = __DATA_FACTS__;

/** The credit O*NET's licence asks for, naming the release in use (data/crosswalk/SOURCE.md). */
export const onetCredit = `This page includes information from the O*NET ${dataFacts.onetVersion} Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.`;

/** What the licence asks a site that edits the information to add. */
export const onetModified =
  'VetHub has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.';
