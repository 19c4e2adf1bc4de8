/** Where the lead imports' screens live (marketing spec §2 "Lead imports"). */
export const LEAD_IMPORTS_PATH = '/marketing/imports-leads';
export const LEAD_IMPORTS_LIST_PATH = `${LEAD_IMPORTS_PATH}/list`;
export const LEAD_IMPORTS_REGISTER_PATH = `${LEAD_IMPORTS_PATH}/register`;
export const LEAD_IMPORTS_FILE_PATH = `${LEAD_IMPORTS_PATH}/file/list`;
export const LEAD_IMPORTS_EDIT_PATH = `${LEAD_IMPORTS_PATH}/edit`;
export const MARKETING_HOME_PATH = '/marketing/home';

/** The file list of an import (`file/list?id=`). */
export const importFilePath = (id: number) => `${LEAD_IMPORTS_FILE_PATH}?id=${id}`;
/** The edit screen of a line of an import (`edit?lead_id=&import_id=`). */
export const participantEditPath = (leadId: number, importId: number) =>
  `${LEAD_IMPORTS_EDIT_PATH}?lead_id=${leadId}&import_id=${importId}`;
