export { SpreadsheetLayout } from './SpreadsheetLayout';
