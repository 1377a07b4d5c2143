// Types of scripts/cjs-declarations.mjs, for its test.

/** The CommonJS declaration text of an ESM declaration file: relative `.js` specifiers become `.cjs`. */
export declare function cjsDeclarations(text: string): string
