// TEMPORARY stub by the lead so the pipeline can run; helper-1 replaces this file.
export function isCheckedLanguage(_lang: string) { return false; }
export function checkCodeBlock(_b: { lang: string; meta: string; code: string; variables?: string }): { line: number; message: string }[] { return []; }
