// Types of scripts/check-snippets.mjs, for the test that proves it fails on a broken snippet.

/** One fenced block of a Markdown text; `line` is the 1-based line of its opening fence. */
export interface Block {
  lang: string
  line: number
  code: string
  unclosed?: true
}

/** A problem found, at `file.md:line[:column]`. */
export interface SnippetProblem {
  where: string
  message: string
}

/** The documentation files whose blocks are checked (READMEs, docs/, ARCHITECTURE.md). */
export declare function documentationFiles(): string[]

/** The fenced blocks of a Markdown text. */
export declare function extractBlocks(markdown: string): Block[]

/** Writes the code blocks of `files` as modules in `outDir` and type-checks them. */
export declare function checkSnippets(options?: {
  /** Paths relative to the repository. @default documentationFiles() */
  files?: string[]
  /** Where the modules are written; must be under test/snippets/node_modules. */
  outDir?: string
  /** Reads a file's text. @default from the repository */
  read?: (path: string) => string
}): { checked: number; problems: SnippetProblem[] }
