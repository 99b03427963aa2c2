export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
