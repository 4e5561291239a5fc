/** A built stylesheet without Semi's right-to-left rules, earlier copies of a top-level rule, and comments. */
export declare function leanStylesheet(css: string): string;
/** A stylesheet's top-level rules and at-rules (an `@media` block is one), comments dropped. */
export declare function topLevelRules(css: string): string[];
