import type { Plugin } from 'vite';

export declare function inlineIcons(): Plugin;
