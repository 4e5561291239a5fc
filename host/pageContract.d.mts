/** The id of the page's JSON list of the modules a console page imports at once (issue 25). */
export declare const PAGE_MODULES_ID: 'gr-page-modules';
