import type { Linter } from 'eslint';

export declare const SHARED_FOLDERS: string[];
export declare function webZones(options?: {
  root?: string;
  web?: string;
  cycleFiles?: string[];
}): Linter.Config[];
