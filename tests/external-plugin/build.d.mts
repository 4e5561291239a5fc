/** Builds the out-of-tree plugin from the packed sdk; resolves to its manifest.json path. */
export declare function buildExternalPlugin(): Promise<string>;
