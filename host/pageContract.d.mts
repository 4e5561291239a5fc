/** The id of the page's JSON list of the modules a console page imports at once (issue 25). */
export declare const PAGE_MODULES_ID: 'gr-page-modules';
/** The id of the page's JSON data of the shared modules each plugin page imports (issue 25). */
export declare const PAGE_SHARED_ID: 'gr-page-shared';
