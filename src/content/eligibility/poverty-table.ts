// The federal poverty level (FPL) as MassHealth's dated table gives it, from which every income
// limit Pali quotes is computed, so a figure and its year can never drift apart: one table, one
// year, one source. MassHealth's limits are a share of it that differs by group (130 CMR 505).
// When MassHealth publishes a newer table, change the year and the two amounts here (and the
// check date), and every card, task and assistant fact follows.

export const POVERTY_TABLE = {
  /** The year the table applies to. */
  year: 2024,
  /** The yearly FPL for a household of one, and what each further person adds (48 contiguous states). */
  firstPerson: 15_060,
  eachMorePerson: 5_380,
  /** MassHealth's table on the Health Connector's site (the state's own), compared on the check date. */
  source: 'https://betterhealthconnector.com/help-center-answers/help-center-answers-category/masshealth',
  checked: '2026-11-26',
} as const;

/** A household's yearly income at `percent` of the FPL, in whole dollars. */
export function yearlyIncomeAt(householdSize: number, percent: number): number {
  const fpl = POVERTY_TABLE.firstPerson + (householdSize - 1) * POVERTY_TABLE.eachMorePerson;
  return Math.round((fpl * percent) / 100);
}

/** "$41,496" as the content writes a yearly amount (the Chinese text writes "41,496 美元" around it). */
export const amount = (dollars: number) => dollars.toLocaleString('en-US');
