export {
  readSpreadsheet,
  SPREADSHEET_TYPES,
  SpreadsheetError,
  type SpreadsheetText,
} from './readSpreadsheet.ts';
