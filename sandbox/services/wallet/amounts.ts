/**
 * @deprecated Money is `sandbox/kernel/money.ts` (issue 18); this re-export stays only until the
 * legacy application, whose split is in progress, imports it from there.
 */
export { currencyDecimals, formatMinor, majorTextOfMinor, minorUnitsOf, unitsOf, unitsOfMinor, type Units } from '../../kernel/money.ts';
