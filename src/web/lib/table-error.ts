import { errorCategory } from '../../shared/error-report';

/** More than this many errors in a table turns the message into advice. */
export const TABLE_ERRORS_BEFORE_ADVICE = 2;
/** More than this many is logged as a possible data-integrity problem. */
export const TABLE_ERRORS_BEFORE_INTEGRITY_WARNING = 3;

export const TABLE_TIPS = ['Clear your browser cache', 'Check the active filters', 'Refresh the page'];

/** The table error screen's text for the nth error (1-based), with the affected rows when known. */
export function tableErrorText(table: string, message: string, errorCount: number, affectedRows?: number): string {
  const category = errorCategory(message);
  let text: string;
  if (errorCount > TABLE_ERRORS_BEFORE_ADVICE) text = `The ${table} is experiencing issues. Try resetting filters or refreshing the page.`;
  else if (category === 'network' || category === 'data_fetch' || category === 'timeout')
    text = `Failed to load ${table} data. Please check your connection and try again.`;
  else text = `Error loading ${table} table`;
  return affectedRows ? `${text} (${affectedRows} rows affected)` : text;
}
