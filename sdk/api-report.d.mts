// Types of api-report.mjs: the sdk's recorded API surface (sdk/api/*.api.md).

/** Package entry → its declaration file name in dist/ (`@greenroom/sdk/kit` → `kit`). */
export declare const API_ENTRIES: Readonly<Record<string, string>>;
/** The release tags an export may carry. */
export declare const RELEASE_TAGS: readonly string[];
/** The entry whose exports are all @internal (the console's plumbing). */
export declare const INTERNAL_ENTRY: string;
/** Where the committed reports are (sdk/api). */
export declare const REPORT_DIR: string;
/** The file name of an entry's report (`@greenroom/sdk/kit` → `kit.api.md`). */
export declare function reportFile(entry: string, entries?: Record<string, string>): string;
/** One entry's report: its normalized text, the problems of its exports' release tags, its file name. */
export interface ApiReport {
  report: string;
  problems: string[];
  file: string;
}
/** Per entry (all of the sdk's, or `entries`: package entry → declaration file name in `distDir`). */
export declare function apiReports(distDir: string, entries?: Record<string, string>): Record<string, ApiReport>;
/** One entry whose built surface differs from its committed report, at the first differing line. */
export interface ReportDifference {
  entry: string;
  file: string;
  line: number;
  committed: string;
  built: string;
}
/** Entries whose built surface differs from the committed report in `reportDir`. */
export declare function reportDifferences(reports: Record<string, ApiReport>, reportDir?: string): ReportDifference[];
/** The failure message: which entries changed and how to update the reports. */
export declare function differenceMessage(differences: ReportDifference[]): string;
