export declare const BUDGET: { js: number; css: number; pluginEntry: number };
export declare function measure(): unknown;
export declare function overBudget(report: unknown): string[];
