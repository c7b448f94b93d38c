export declare const ICONS_DIR: string;
export declare function iconNames(): string[];
export declare function blueprintIconPaths(): { names: string[]; hash: string; files: Array<{ file: string; json: string }> };
