export declare const BUDGET: { js: number; jsTransferred: number; css: number; pluginEntry: number; pageChunk: number; charts: number; kit: number };
export declare function measure(): unknown;
export declare function overBudget(report: unknown): string[];
