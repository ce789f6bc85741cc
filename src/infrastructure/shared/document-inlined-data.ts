/** JSON the server put into the page for the site to read at its first render. */
export interface InlinedData {
  /** The value of the element `id`, or undefined when there is none or it is not a JSON script element holding JSON. */
  json(id: string): unknown;
}

/** Reads `<script type="application/json" id="…">` elements of the document: data, never executed. */
export class DocumentInlinedData implements InlinedData {
  constructor(private readonly document: Document) {}

  json(id: string): unknown {
    const element = this.document.getElementById(id);
    if (element === null || element.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json') return undefined;
    try {
      return JSON.parse(element.textContent ?? '') as unknown;
    } catch {
      return undefined;
    }
  }
}
