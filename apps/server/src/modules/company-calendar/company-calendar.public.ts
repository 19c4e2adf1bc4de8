/** What other areas may use of the company calendar: the content lines of iCalendar and vCard files. */
export { contentLines, escapeText } from './content-lines';
