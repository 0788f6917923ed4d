/** A heading for the table of contents; shared by the Markdown pipeline and the browser. */
export interface TocHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}
