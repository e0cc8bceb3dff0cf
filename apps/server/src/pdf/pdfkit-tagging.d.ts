/**
 * pdfkit (0.19 and later) writes a table header cell's scope from `doc.struct('TH', { scope })`;
 * its published types predate the option.
 */
declare namespace PDFKit.Mixins {
  interface StructureElementOptions {
    scope?: 'Row' | 'Column' | 'Both';
  }
}
