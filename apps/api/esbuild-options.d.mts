import type { BuildOptions } from 'esbuild';

export declare const serverBundleOptions: BuildOptions;
