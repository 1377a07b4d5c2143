// The CommonJS declarations (.d.cts) of a package, written from its ESM ones (scripts/declarations.mjs):
// the two differ only in the extension of the modules they import (`./x.js` → `./x.cjs`).

/** The CommonJS declaration text of an ESM declaration file: relative `.js` specifiers become `.cjs`. */
export function cjsDeclarations(text) {
  return text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\.js\2/g,
    '$1$2$3.cjs$2',
  )
}
